import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventStreamOf } from '../test/event-stream';
import { makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser() }, 'GET /api/content/history': { body: [] }, ...routes });
  storeSessionToken();
  return { api, ...renderApp({ path: '/dashboard' }) };
}

const form = (noun = 'Video Script') => within(screen.getByRole('form', { name: `${noun} generator` }));
const contentPanel = () => screen.getByRole('region', { name: 'Generated Content' });

function done(id: string, content: string) {
  return { event: 'done' as const, data: { id, content, engine: 'offline' as const, model: 'inkwell-offline-composer' } };
}

describe('dashboard: Generate at a full counter', () => {
  it('disables Generate with the reason and the upgrade link once the counter is at its limit', async () => {
    const full = { ...makeUser().usage_counts, video_scripts: 5 };
    const { api, user } = setup({ 'GET /api/auth/me': { body: makeUser({ usage_counts: full }) } });

    const button = await screen.findByRole('button', { name: 'Generate Video Script' });
    await user.type(form().getByLabelText('Topic'), 'One more');
    await waitFor(() => expect(button).toBeDisabled());
    const reason = form().getByText(/You have used all 5 video scripts of your plan this month\./);
    expect(button).toHaveAccessibleDescription(/You have used all 5 video scripts/);
    expect(within(reason).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
    expect(api.callsTo('POST', '/api/content/video-script')).toHaveLength(0);

    // Another kind's counter is not full: its Generate still works.
    await user.click(screen.getByRole('tab', { name: 'Blog Posts' }));
    await user.type(form('Blog Post').getByLabelText('Topic'), 'Still fine');
    expect(form('Blog Post').getByRole('button', { name: 'Generate Blog Post' })).toBeEnabled();
    expect(form('Blog Post').queryByText(/You have used all/)).not.toBeInTheDocument();
  });

  it('keeps Generate enabled below the limit and on an unlimited plan', async () => {
    const many = { ...makeUser().usage_counts, video_scripts: 900 };
    const { user } = setup({ 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'enterprise', usage_counts: many }) } });

    await user.type(within(await screen.findByRole('form', { name: 'Video Script generator' })).getByLabelText('Topic'), 'Unlimited');
    expect(screen.getByRole('button', { name: 'Generate Video Script' })).toBeEnabled();
    expect(screen.queryByText(/You have used all/)).not.toBeInTheDocument();
  });
});

describe('dashboard: the copied notice', () => {
  it('clears "Content copied to clipboard!" when a new draft arrives', async () => {
    let piece = 0;
    const { user } = setup({
      'POST /api/content/video-script': () => {
        piece += 1;
        return { response: eventStreamOf([done(`piece-${piece}`, `Draft number ${piece}`)]) };
      },
    });

    await user.type(within(await screen.findByRole('form', { name: 'Video Script generator' })).getByLabelText('Topic'), 'Copy');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    await within(contentPanel()).findByText('Draft number 1');
    await user.click(within(contentPanel()).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Content copied to clipboard!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    await within(contentPanel()).findByText('Draft number 2');
    expect(screen.queryByText('Content copied to clipboard!')).not.toBeInTheDocument();
  });
});
