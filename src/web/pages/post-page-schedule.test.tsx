import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../contract/posts';
import { makeAccount, makePost, makeTarget, makeUser, POST_ID } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const POST_URL = `/api/posts/${POST_ID}`;

function setup(post: Post, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ timezone: 'Europe/Paris' }) },
    [`GET ${POST_URL}`]: { body: post },
    'GET /api/social/accounts': { body: { connected_accounts: [makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })] } },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: `/posts/${POST_ID}` }) };
}

const scheduled = (overrides: Parameters<typeof makeTarget>[0] = {}) =>
  makeTarget({ state: 'scheduled', url: null, published_at: null, scheduled_at: '2026-12-01T08:00:00.000Z', scheduled_timezone: 'Europe/Paris', ...overrides });
const whenPanel = () => within(screen.getByRole('region', { name: 'When' }));
const findTarget = async (label: string) => within(await screen.findByRole('article', { name: label }));

describe('/posts/:id: times and scheduling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says when in the creator’s zone, with the zone chosen in when it differs; Change time sends the new time with its offset', async () => {
    const post = makePost({ targets: [scheduled({ scheduled_timezone: 'Asia/Tokyo' })] });
    const moved = makePost({ targets: [scheduled({ scheduled_at: '2027-07-01T08:15:00.000Z' })] });
    const { api, user } = setup(post, { [`PATCH ${POST_URL}`]: { body: moved } });

    const linkedin = await findTarget('LinkedIn');
    expect(linkedin.getByText(/^Scheduled for/).parentElement).toHaveTextContent('@ada-lovelace · Scheduled for Tue 1 Dec, 09:00 (Europe/Paris), chosen as 17:00 in Asia/Tokyo');
    expect(whenPanel().getByText('Scheduled for Tue 1 Dec, 09:00 (Europe/Paris)')).toBeInTheDocument();

    await user.click(whenPanel().getByRole('button', { name: 'Change time' }));
    expect(whenPanel().getByLabelText('Date')).toHaveValue('2026-12-01');
    expect(whenPanel().getByLabelText('Time')).toHaveValue('09:00');
    fireEvent.change(whenPanel().getByLabelText('Date'), { target: { value: '2026-11-19' } });
    expect(whenPanel().getByText('That time has passed: choose a time from now on.')).toBeInTheDocument();
    expect(whenPanel().getByRole('button', { name: 'Save time' })).toBeDisabled();

    fireEvent.change(whenPanel().getByLabelText('Date'), { target: { value: '2027-07-01' } });
    fireEvent.change(whenPanel().getByLabelText('Time'), { target: { value: '10:15' } });
    await user.click(whenPanel().getByRole('button', { name: 'Save time' }));
    await waitFor(() => expect(api.callsTo('PATCH', POST_URL)).toHaveLength(1));
    expect(api.callsTo('PATCH', POST_URL)[0]!.body).toEqual({ scheduled_at: '2027-07-01T10:15:00+02:00' });
    expect(await whenPanel().findByRole('status')).toHaveTextContent('Moved: it now goes out Thu 1 Jul 2027, 10:15 (Europe/Paris).');
    expect(whenPanel().getByText('Scheduled for Thu 1 Jul 2027, 10:15 (Europe/Paris)')).toBeInTheDocument();
  });

  it('Make it a draft sends scheduled_at: null; a refusal is said in the server’s words', async () => {
    const post = makePost({ targets: [scheduled()] });
    let reply: { status?: number; body: unknown } = { status: 409, body: { detail: 'This post can no longer be changed: it has started publishing. Only a draft or a scheduled post can be changed.' } };
    const { api, user } = setup(post, { [`PATCH ${POST_URL}`]: () => reply });
    await user.click(await screen.findByRole('button', { name: 'Make it a draft' }));
    expect(await whenPanel().findByRole('alert')).toHaveTextContent('This post can no longer be changed: it has started publishing.');

    reply = { body: makePost({ targets: [scheduled({ state: 'draft', scheduled_at: null })] }) };
    await user.click(whenPanel().getByRole('button', { name: 'Make it a draft' }));
    expect(await whenPanel().findByRole('status')).toHaveTextContent('It is a draft again: it will not be published until you give it a time.');
    expect(api.callsTo('PATCH', POST_URL).map((call) => call.body)).toEqual([{ scheduled_at: null }, { scheduled_at: null }]);
    expect(whenPanel().getByRole('button', { name: 'Schedule it' })).toBeInTheDocument();
  });

  it('a platform published late says how late; a published post offers no time change', async () => {
    setup(makePost({ targets: [makeTarget({ scheduled_at: '2026-11-20T06:00:00.000Z', published_at: '2026-11-20T08:05:00.000Z', late_minutes: 125 })] }));
    const linkedin = await findTarget('LinkedIn');
    expect(linkedin.getByText('Published 2 h 5 min after its time. Inkwell could not publish it at its time.')).toBeInTheDocument();
    expect(linkedin.getByText(/^Published Fri 20 Nov, 09:05 \(Europe\/Paris\)$/)).toBeInTheDocument();
    expect(linkedin.getByText('Demo Mode')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'When' })).not.toBeInTheDocument();
  });

  it('a missed platform explains in the server’s words, with Publish now (the retry)', async () => {
    const error = 'Inkwell could not publish this at its time (7 h late); it was not published. Publish it now or schedule it again.';
    const missed = makePost({ targets: [scheduled({ state: 'missed', scheduled_at: '2026-11-20T02:00:00.000Z', error })] });
    const { api, user } = setup(missed, { [`POST ${POST_URL}/retry`]: { body: makePost({ targets: [scheduled({ state: 'publishing', scheduled_at: '2026-11-20T02:00:00.000Z' })] }) } });
    const linkedin = await findTarget('LinkedIn');
    expect(linkedin.getByText('Missed')).toBeInTheDocument();
    expect(linkedin.getByText(error)).toBeInTheDocument();
    expect(linkedin.getByText('Was due Fri 20 Nov, 03:00 (Europe/Paris)')).toBeInTheDocument();
    expect(screen.getByText('This post:').parentElement).toHaveTextContent(/^This post: Needs your attention$/);

    await user.click(linkedin.getByRole('button', { name: 'Publish now on LinkedIn' }));
    await waitFor(() => expect(api.callsTo('POST', `${POST_URL}/retry`)).toHaveLength(1));
    expect(api.callsTo('POST', `${POST_URL}/retry`)[0]!.body).toEqual({ platforms: ['linkedin'] });
    expect(await screen.findByText('Publishing now: this page updates by itself.')).toBeInTheDocument();
  });

  it('a scheduled platform whose account must be reconnected says so before its time, with the way to Social Accounts', async () => {
    const post = makePost({ targets: [scheduled(), scheduled({ id: 'x-target', platform: 'twitter', username: 'ada_lovelace' })] });
    setup(post, {
      'GET /api/social/accounts': {
        body: { connected_accounts: [makeAccount({ platform: 'linkedin', username: 'ada-lovelace', access_ends_at: '2026-11-30T00:00:00.000Z' }), makeAccount({ platform: 'twitter', status: 'reconnect' })] },
      },
    });
    const x = await findTarget('Twitter/X');
    expect(await x.findByText(/^Twitter\/X needs reconnecting/)).toHaveTextContent(
      'Twitter/X needs reconnecting: this post will not go out Tue 1 Dec, 09:00 (Europe/Paris) unless you reconnect it before then. Reconnect on Social Accounts',
    );
    expect(x.getByRole('link', { name: 'Reconnect on Social Accounts' })).toHaveAttribute('href', '/social-accounts');
    // LinkedIn's access ends on 30 November, before the post's time.
    expect((await findTarget('LinkedIn')).getByText(/^LinkedIn needs reconnecting/)).toBeInTheDocument();
  });

  it('a platform whose account is fine says nothing of reconnecting', async () => {
    setup(makePost({ targets: [scheduled()] }));
    const linkedin = await findTarget('LinkedIn');
    await waitFor(() => expect(screen.getByText('Scheduled: this page updates by itself when its time comes.')).toBeInTheDocument());
    expect(linkedin.queryByText(/needs reconnecting/)).not.toBeInTheDocument();
  });
});
