import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../../contract/api-keys';
import type { Tier } from '../../contract/plans';
import { makeUser } from '../test/fixtures';
import { deferred, mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const KEY = `ink_${'Ab3dE9xYz'.repeat(4)}1234567`;

function apiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '7b0c9f7e-8f1a-4a52-9d43-2f1f0a6c1e01',
    name: 'Publishing script',
    prefix: 'ink_Ab3dE9xY',
    created_at: '2026-05-02T10:00:00.000Z',
    expires_at: null,
    last_used_at: null,
    ...overrides,
  };
}

function renderDevelopers(tier: Tier, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: tier }) },
    'GET /api/webhooks': { body: { endpoints: [] } },
    'GET /api/keys': { body: { keys: [] } },
    ...routes,
  });
  storeSessionToken();
  return { api, ...renderApp({ path: '/developers' }) };
}

const keysSection = async () => within(await screen.findByRole('region', { name: 'API keys' }));

describe('developers page', () => {
  it('shows other plans what Enterprise adds and the way to upgrade, and loads no keys', async () => {
    const { api } = renderDevelopers('pro');
    expect(await screen.findByRole('heading', { name: 'Developers', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available on the Enterprise plan' })).toBeInTheDocument();
    expect(screen.getByText('API access')).toBeInTheDocument();
    expect(screen.getByText('Custom integrations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('region', { name: 'API keys' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/keys')).toHaveLength(0);
  });

  it('lists keys by name and prefix with their dates, "Never" when unused, and links to the reference', async () => {
    renderDevelopers('enterprise', {
      'GET /api/keys': {
        body: {
          keys: [
            apiKey({ id: '7b0c9f7e-8f1a-4a52-9d43-2f1f0a6c1e02', name: 'Nightly export', prefix: 'ink_Zz9yX8wV', last_used_at: '2026-05-03T09:30:00.000Z', expires_at: '2020-01-01T00:00:00.000Z' }),
            apiKey(),
          ],
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'API keys' });
    const [expired, fresh] = within(list).getAllByRole('listitem');
    expect(within(fresh!).getByText('Publishing script')).toBeInTheDocument();
    expect(within(fresh!).getByText('ink_Ab3dE9xY…')).toBeInTheDocument();
    expect(within(fresh!).getByText('May 2, 2026')).toBeInTheDocument();
    expect(within(fresh!).getAllByText('Never')).toHaveLength(2);
    expect(within(expired!).getByText('Expired', { selector: 'span' })).toBeInTheDocument();
    expect(within(expired!).getByText(/May 3, 2026/)).toBeInTheDocument();
    expect((await keysSection()).getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
  });

  it('shows an empty state, then a created key once with a copy button and the warning', async () => {
    const { api, user } = renderDevelopers('enterprise', {
      'POST /api/keys': { status: 201, body: { ...apiKey({ name: 'CI' }), key: KEY, expires_at: '2026-08-01T10:00:00.000Z' } },
    });
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();

    await user.click((await keysSection()).getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the key a name');
    expect(api.callsTo('POST', '/api/keys')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'CI');
    await user.selectOptions(within(dialog).getByLabelText('Expires'), 'In 90 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect(api.callsTo('POST', '/api/keys')[0]?.body).toEqual({ name: 'CI', expires_in_days: 90 });
    expect(within(shown).getByLabelText('Your new API key')).toHaveValue(KEY);
    expect(within(shown).getByText(/you won’t see it again/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(await within(shown).findByText('API key copied to clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(KEY);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again after a creation.
    await waitFor(() => expect(api.callsTo('GET', '/api/keys').length).toBeGreaterThan(1));
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
  });

  it('shows why a creation was refused', async () => {
    const { user } = renderDevelopers('enterprise', {
      'POST /api/keys': { status: 409, body: { detail: 'You can have at most 25 API keys. Revoke one you no longer use to create another.' } },
    });
    await user.click((await keysSection()).getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByLabelText('Name'), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('at most 25 API keys');
  });

  it('revokes a key after a confirmation, and keeps it on "Keep key"', async () => {
    const pending = deferred<{ status: number }>();
    const { api, user } = renderDevelopers('enterprise', {
      'GET /api/keys': { body: { keys: [apiKey()] } },
      [`DELETE /api/keys/${apiKey().id}`]: () => pending.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Publishing script' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke “Publishing script”?' });
    expect(within(dialog).getByRole('button', { name: 'Keep key' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/keys/${apiKey().id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Publishing script' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke “Publishing script”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await within(dialog).findByRole('button', { name: 'Revoking…' })).toBeDisabled();
    pending.resolve({ status: 204 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/keys/${apiKey().id}`)).toHaveLength(1);
  });

  it('says when the keys cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderDevelopers('enterprise', {
      'GET /api/keys': () => (fail ? { status: 503, body: { detail: 'The service is briefly unavailable.' } } : { body: { keys: [apiKey()] } }),
    });
    expect(await (await keysSection()).findByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
    fail = false;
    await user.click((await keysSection()).getByRole('button', { name: 'Try again' }));
    expect(await (await keysSection()).findByText('Publishing script')).toBeInTheDocument();
  });
});
