import { screen, waitFor, within } from '@testing-library/react';
import { formatInZone } from '../lib/format-date';
import { describe, expect, it, vi } from 'vitest';
import type { Post } from '../../contract/posts';
import { makeAccount, makePost, makeTarget, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

// Monday, November 30 2026, 11:00 in Paris (UTC+1).
const NOW = new Date('2026-11-30T10:00:00Z');
const LINKEDIN_TARGET = 'a1111111-1111-4111-8111-111111111111';
const X_TARGET = 'b2222222-2222-4222-8222-222222222222';

const scheduledLinkedIn = makePost({
  id: 'c3333333-3333-4333-8333-333333333333',
  text: 'Consistency beats intensity. Ship a little every day and let it compound over the years.',
  targets: [makeTarget({ id: LINKEDIN_TARGET, platform: 'linkedin', state: 'scheduled', scheduled_at: '2026-12-01T08:00:00Z', published_at: null, url: null })],
});
const publishedLate = makePost({
  id: 'd4444444-4444-4444-8444-444444444444',
  text: 'Five tools I use every week',
  targets: [makeTarget({ id: X_TARGET, platform: 'twitter', state: 'published', scheduled_at: '2026-12-03T08:00:00Z', published_at: '2026-12-03T08:42:00Z', late_minutes: 42 })],
});
const missed = makePost({
  id: 'e5555555-5555-4555-8555-555555555555',
  text: 'The newsletter is out',
  targets: [makeTarget({ id: 'f6666666-6666-4666-8666-666666666666', platform: 'facebook', state: 'missed', scheduled_at: '2026-12-04T08:00:00Z', published_at: null, url: null })],
});
const dueSoonOnX = makePost({
  id: '07777777-7777-4777-8777-777777777777',
  text: 'Live in an hour: questions welcome',
  targets: [makeTarget({ id: '18888888-8888-4888-8888-888888888888', platform: 'twitter', state: 'scheduled', scheduled_at: '2026-11-30T15:00:00Z', published_at: null, url: null })],
});

function setup({ path = '/calendar?view=list&date=2026-12-01', posts = [scheduledLinkedIn, publishedLate, missed], routes = {} }: { path?: string; posts?: Post[]; routes?: Record<string, MockHandler> } = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ timezone: 'Europe/Paris' }) },
    'GET /api/social/accounts': { body: { connected_accounts: [makeAccount({ platform: 'linkedin' }), makeAccount({ platform: 'twitter', status: 'reconnect' })] } },
    'GET /api/posts': { body: { posts } },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path }) };
}

describe('/calendar: what it shows', () => {
  it("each platform's post with its state in words, how late, and its first words, in the creator's zone, which the page names", async () => {
    const { api } = setup();
    const move = await screen.findByRole('button', { name: 'Move LinkedIn: Consistency beats intensity. Ship a little every day and let it compound over…' });
    const row = move.closest('tr')!;
    expect(row).toHaveTextContent('9:00am');
    expect(row).toHaveTextContent('Scheduled');
    expect(within(row).getByRole('link', { name: /^LinkedIn: Consistency beats intensity/ })).toHaveAttribute('href', `/posts/${scheduledLinkedIn.id}`);

    const late = screen.getByRole('link', { name: 'Twitter/X: Five tools I use every week' }).closest('tr')!;
    expect(late).toHaveTextContent('Published (42 min late)');
    expect(within(late).queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook: The newsletter is out' }).closest('tr')).toHaveTextContent('Missed');

    expect(screen.getByText('Times in Europe/Paris')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    // The range asked for is the creator's December, with its offset.
    await waitFor(() => expect(api.callsTo('GET', '/api/posts').some((call) => call.url.searchParams.get('from') === '2026-12-01T00:00:00.000+01:00')).toBe(true));
    const ranged = api.callsTo('GET', '/api/posts').find((call) => call.url.searchParams.get('from') === '2026-12-01T00:00:00.000+01:00')!;
    expect(ranged.url.searchParams.get('to')).toBe('2027-01-01T00:00:00.000+01:00');
    expect(ranged.url.searchParams.get('limit')).toBe('200');
  });

  it('the month grid marks today in words; a post opens its page', async () => {
    const { router } = setup({ path: '/calendar?view=month&date=2026-12-01' });
    const post = await screen.findByRole('link', { name: /^LinkedIn 9:00am Scheduled Consistency beats intensity/ });
    expect(screen.getByLabelText('November 30, 2026')).toHaveTextContent('Today30');
    expect(screen.getByLabelText('December 1, 2026')).toHaveTextContent(/^1$/);
    post.click();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${scheduledLinkedIn.id}`));
  });

  it('the view and range are kept in the address, so Back returns to them', async () => {
    const { user, router } = setup();
    await screen.findByRole('heading', { level: 2, name: 'December 2026' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-12-01'));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-12-08'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dec 6 – 12, 2026' })).toBeInTheDocument();
    void router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: /^Nov 29 – Dec 5, 2026$/ })).toBeInTheDocument();
  });

  it('a range with nothing in it and nothing ahead says how to start', async () => {
    setup({ posts: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing scheduled yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose a time on the calendar or press New post to schedule one. Set your Queue times to have posts added to your next free slot.'),
    ).toBeInTheDocument();
  });

  it('a post due within a day whose account must be reconnected is flagged, and a banner says it will not go out', async () => {
    const dueSoonOnLinkedIn = makePost({
      id: '29999999-9999-4999-8999-999999999999',
      text: 'Tonight on LinkedIn',
      targets: [makeTarget({ id: '3aaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', state: 'scheduled', scheduled_at: '2026-11-30T20:00:00Z', published_at: null, url: null })],
    });
    setup({ posts: [dueSoonOnLinkedIn, dueSoonOnX], path: '/calendar?view=list&date=2026-11-30' });
    const banner = await screen.findByRole('region', { name: '1 post in the next 24 hours will not go out unless you reconnect Twitter/X' });
    expect(within(banner).getByRole('link', { name: `Twitter/X, ${formatInZone('2026-11-30T15:00:00Z', 'Europe/Paris')}` })).toHaveAttribute('href', `/posts/${dueSoonOnX.id}`);
    expect(banner).toHaveTextContent('“Live in an hour: questions welcome”');
    expect(within(banner).getByRole('link', { name: 'Reconnect on Social Accounts' })).toHaveAttribute('href', '/social-accounts');
    expect(screen.getByRole('link', { name: 'Twitter/X: Live in an hour: questions welcome' }).closest('tr')).toHaveTextContent('Scheduled⚠ Reconnect Twitter/X');
    // LinkedIn's account is connected: no flag on its post.
    expect(screen.getByRole('link', { name: 'LinkedIn: Tonight on LinkedIn' }).closest('tr')).not.toHaveTextContent('Reconnect');
  });
});
