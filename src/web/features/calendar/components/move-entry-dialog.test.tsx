import { screen, waitFor, within } from '@testing-library/react';
import { formatInZone } from '../../../lib/format-date';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, makePost, makeTarget, makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

// Monday, November 30 2026, 11:00 in Paris (UTC+1).
const NOW = new Date('2026-11-30T10:00:00Z');
const TARGET_ID = 'a1111111-1111-4111-8111-111111111111';
const post = makePost({
  id: 'c3333333-3333-4333-8333-333333333333',
  text: 'Consistency beats intensity.',
  targets: [makeTarget({ id: TARGET_ID, platform: 'linkedin', state: 'scheduled', scheduled_at: '2026-12-01T08:00:00Z', published_at: null, url: null })],
});
const PATCH_PATH = `/api/posts/${post.id}/targets/${TARGET_ID}`;

function setup(path: string, patch: MockHandler = ({ body }) => ({ body: { ...post, targets: [{ ...post.targets[0]!, scheduled_at: (body as { scheduled_at: string }).scheduled_at }] } })) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ timezone: 'Europe/Paris' }) },
    'GET /api/social/accounts': { body: { connected_accounts: [makeAccount({ platform: 'linkedin' })] } },
    'GET /api/posts': { body: { posts: [post] } },
    [`PATCH ${PATCH_PATH}`]: patch,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path }) };
}

/** Tab (only the keyboard) until the element is focused. */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let presses = 0; presses < 80 && document.activeElement !== element; presses += 1) await user.tab();
  expect(element).toHaveFocus();
}

/** In the open Move dialog: the time typed over, then Enter. */
async function typeTime(user: UserEvent, time: string) {
  const dialog = screen.getByRole('dialog', { name: 'Move LinkedIn post' });
  await tabTo(user, within(dialog).getByLabelText('Time (Europe/Paris)'));
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(time);
  await user.keyboard('{Enter}');
}

describe('Move without a mouse', () => {
  it("the list's Move button: a new time in the creator's zone, sent as ISO with its offset, said once moved", async () => {
    const { api, user } = setup('/calendar?view=list&date=2026-12-01');
    const move = await screen.findByRole('button', { name: 'Move LinkedIn: Consistency beats intensity.' });
    await tabTo(user, move);
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Move LinkedIn post' });
    expect(dialog).toHaveTextContent(`“Consistency beats intensity.”, now ${formatInZone('2026-12-01T08:00:00Z', 'Europe/Paris')}. The post's other platforms stay where they are.`);
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText('Time (Europe/Paris)')).toHaveValue('09:00');
    await typeTime(user, '10:30');

    await waitFor(() => expect(api.callsTo('PATCH', PATCH_PATH)).toHaveLength(1));
    expect(api.callsTo('PATCH', PATCH_PATH)[0]!.body).toEqual({ scheduled_at: '2026-12-01T10:30:00+01:00' });
    expect(await screen.findByText(`LinkedIn moved to ${formatInZone('2026-12-01T09:30:00Z', 'Europe/Paris')}.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/posts').length).toBeGreaterThan(3));
  });

  it('M on a post focused on the month grid opens the same Move; the shortcut is announced', async () => {
    const { api, user } = setup('/calendar?view=month&date=2026-12-01');
    const event = await screen.findByRole('link', { name: /^LinkedIn 9:00am Scheduled/ });
    expect(event).toHaveAttribute('aria-keyshortcuts', 'M');
    expect(event).toHaveAccessibleDescription('Press M to move this scheduled post.');
    await tabTo(user, event);
    await user.keyboard('m');

    const dialog = await screen.findByRole('dialog', { name: 'Move LinkedIn post' });
    await tabTo(user, within(dialog).getByLabelText('Date'));
    await user.keyboard('{Control>}a{/Control}{Backspace}2026-12-02');
    await typeTime(user, '08:15');
    await waitFor(() => expect(api.callsTo('PATCH', PATCH_PATH)).toHaveLength(1));
    expect(api.callsTo('PATCH', PATCH_PATH)[0]!.body).toEqual({ scheduled_at: '2026-12-02T08:15:00+01:00' });
  });

  it("a past time is refused before asking; the server's refusal is shown as it says it", async () => {
    const { api, user } = setup('/calendar?view=list&date=2026-12-01', { status: 422, body: { detail: 'This post is already being published and can no longer be moved.' } });
    await tabTo(user, await screen.findByRole('button', { name: /^Move LinkedIn/ }));
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Move LinkedIn post' });

    await tabTo(user, screen.getByLabelText('Date'));
    await user.keyboard('{Control>}a{/Control}{Backspace}2026-11-30');
    await typeTime(user, '10:59');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a time in the future: a post cannot be scheduled in the past.');
    expect(api.callsTo('PATCH', PATCH_PATH)).toHaveLength(0);

    await typeTime(user, '18:00');
    expect(await within(screen.getByRole('dialog')).findByText('This post is already being published and can no longer be moved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', PATCH_PATH)[0]!.body).toEqual({ scheduled_at: '2026-11-30T18:00:00+01:00' });
  });
});
