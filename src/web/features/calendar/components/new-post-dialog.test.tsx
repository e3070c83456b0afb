import { screen, waitFor, within } from '@testing-library/react';
import { formatInZone } from '../../../lib/format-date';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, makePost, makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

// Monday, November 30 2026, 11:20 in Paris (UTC+1).
const NOW = new Date('2026-11-30T10:20:00Z');

function setup(create: MockHandler = { status: 201, body: makePost() }) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ timezone: 'Europe/Paris' }) },
    'GET /api/social/accounts': {
      body: { connected_accounts: [makeAccount({ platform: 'linkedin' }), makeAccount({ platform: 'twitter' }), makeAccount({ platform: 'facebook', status: 'reconnect' })] },
    },
    'GET /api/posts': { body: { posts: [] } },
    'POST /api/posts': create,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: '/calendar?view=month&date=2026-12-01' }) };
}

async function openNewPost() {
  const { user, api } = setup();
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const dialog = await screen.findByRole('dialog', { name: 'New post' });
  return { user, api, dialog: within(dialog) };
}

describe('New post on the calendar', () => {
  it('starts at the next full hour in the creator\'s zone and schedules the text for the chosen platforms at the chosen time', async () => {
    const { user, api, dialog } = await openNewPost();
    expect(dialog.getByLabelText('Date')).toHaveValue('2026-11-30');
    expect(dialog.getByLabelText('Time (Europe/Paris)')).toHaveValue('12:00');
    // Only connected accounts can be chosen; the one to reconnect says so.
    expect(dialog.queryByRole('checkbox', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Reconnect Facebook' })).toHaveAttribute('href', '/social-accounts');

    await user.type(dialog.getByLabelText('Text'), 'Ship a little every day.');
    await user.click(dialog.getByRole('checkbox', { name: 'LinkedIn' }));
    expect(dialog.getByRole('list', { name: 'Checks per platform' })).toHaveTextContent('LinkedIn24 / 3,000 characters');
    await user.clear(dialog.getByLabelText('Date'));
    await user.type(dialog.getByLabelText('Date'), '2026-12-01');
    await user.clear(dialog.getByLabelText('Time (Europe/Paris)'));
    await user.type(dialog.getByLabelText('Time (Europe/Paris)'), '09:00');
    await user.click(dialog.getByRole('button', { name: 'Schedule post' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/posts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/posts')[0]!.body).toEqual({
      text: 'Ship a little every day.',
      platforms: ['linkedin'],
      scheduled_at: '2026-12-01T09:00:00+01:00',
      media_ids: [],
      thread: false,
    });
    expect(await screen.findByText(`Scheduled for ${formatInZone('2026-12-01T08:00:00Z', 'Europe/Paris')}.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a text over X\'s limit is said before sending, and Schedule post stays off until it is a thread or shorter', async () => {
    const { user, dialog } = await openNewPost();
    await user.click(dialog.getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(dialog.getByLabelText('Text'));
    await user.paste('x'.repeat(290));
    expect(await dialog.findByText('10 over the limit: Twitter/X will refuse this post. Shorten it, or post it as a numbered thread.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Schedule post' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Post to X as a numbered thread' }));
    expect(dialog.getByRole('button', { name: 'Schedule post' })).toBeEnabled();
  });

  it("the server's refusal is shown, with each platform's reason", async () => {
    const refusal = {
      detail: 'LinkedIn cannot take this post.',
      platforms: [{ platform: 'linkedin', detail: 'LinkedIn refuses the same text twice in a row.' }],
    };
    const { user } = setup({ status: 422, body: refusal });
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New post' }));
    await user.type(dialog.getByLabelText('Text'), 'Same again');
    await user.click(dialog.getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(dialog.getByRole('button', { name: 'Schedule post' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('LinkedIn cannot take this post.');
    expect(dialog.getByText('Refused: LinkedIn refuses the same text twice in a row.')).toBeInTheDocument();
  });
});
