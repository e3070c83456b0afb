import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Post } from '../../contract/posts';
import { until } from '../test/fake-clock';
import { makePost, makeTarget, makeUser, POST_ID } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler, type MockReply } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const POST_URL = `/api/posts/${POST_ID}`;
const X_ID = '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b';
const LINKEDIN_ID = '5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61';

function setup(post: MockHandler, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser() }, [`GET ${POST_URL}`]: post, ...routes });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: `/posts/${POST_ID}` }) };
}

const target = (label: string) => within(screen.getByRole('article', { name: label }));
const findTarget = async (label: string) => within(await screen.findByRole('article', { name: label }));

/** A real X post with numbers, and a demo LinkedIn one. */
function measuredPost(): Post {
  return makePost({
    targets: [
      makeTarget({
        id: X_ID,
        platform: 'twitter',
        username: 'ada_lovelace',
        demo_mode: false,
        url: 'https://x.com/ada_lovelace/status/1800',
        metrics: { impressions: 1520, likes: 48, comments: 3, shares: null, views: null, fetched_at: '2026-05-05T08:00:00.000Z' },
      }),
      makeTarget({ id: LINKEDIN_ID }),
    ],
  });
}

describe('/posts/:id: what the post page shows', () => {
  it("the post's state and text, and each platform: state, account, View post, and only the numbers measured", async () => {
    const { api } = setup({ body: measuredPost() });

    const x = await findTarget('Twitter/X');
    expect(screen.getByRole('heading', { level: 1, name: 'Post' })).toBeInTheDocument();
    expect(screen.getByText('This post:').parentElement).toHaveTextContent(/^This post: Published$/);
    expect(screen.getByRole('region', { name: 'Text' })).toHaveTextContent('Consistency beats intensity. Ship a little every day. #writing');
    expect(within(screen.getByRole('list', { name: 'Platforms' })).getAllByRole('article')).toHaveLength(2);

    expect(x.getByRole('heading', { level: 2, name: 'Twitter/X' })).toBeInTheDocument();
    expect(x.getByText('Published')).toBeInTheDocument();
    expect(x.getByText('@ada_lovelace')).toBeInTheDocument();
    const view = x.getByRole('link', { name: 'View post on Twitter/X (opens in a new tab)' });
    expect(view).toHaveAttribute('href', 'https://x.com/ada_lovelace/status/1800');
    expect(view).toHaveAttribute('target', '_blank');
    // Only what X reported: no Shares or Views, never a 0 in their place.
    expect(x.getByText('Impressions').nextSibling).toHaveTextContent('1,520');
    expect(x.getByText('Likes').nextSibling).toHaveTextContent('48');
    expect(x.getByText('Comments').nextSibling).toHaveTextContent('3');
    expect(x.queryByText('Shares')).not.toBeInTheDocument();
    expect(x.queryByText('Views')).not.toBeInTheDocument();
    expect(x.getByText(/^Measured /)).toHaveTextContent('Measured May 5, 2026');

    const linkedin = target('LinkedIn');
    expect(linkedin.getByText('Demo Mode')).toBeInTheDocument();
    expect(linkedin.getByText('Recorded in Inkwell; nothing was sent to LinkedIn.')).toBeInTheDocument();
    // A demo post's page is Inkwell's own, at the address the creator is signed in at.
    expect(linkedin.getByRole('link', { name: 'View post on LinkedIn as Inkwell recorded it' })).toHaveAttribute('href', `/publications/${LINKEDIN_ID}`);
    expect(linkedin.getByText('Numbers are not measured for demo posts.')).toBeInTheDocument();
    expect(linkedin.queryByText('Impressions')).not.toBeInTheDocument();

    expect(api.callsTo('GET', POST_URL)[0]!.headers.get('Authorization')).toBe('Bearer session-token');
    await waitFor(() => expect(document.title).toMatch(/^Post/));
  });

  it("a real post not measured yet says so; a failed one says why in plain words, with Retry", async () => {
    setup({
      body: makePost({
        targets: [
          makeTarget({ id: X_ID, platform: 'twitter', demo_mode: false, url: 'https://x.com/ada/status/1', metrics: null }),
          makeTarget({ state: 'failed', url: null, published_at: null, error: 'LinkedIn is having trouble right now. We tried 4 times.' }),
        ],
      }),
    });
    expect((await findTarget('Twitter/X')).getByText('Not measured yet')).toBeInTheDocument();
    expect(screen.getByText('This post:').parentElement).toHaveTextContent(/^This post: Partly published$/);
    const linkedin = target('LinkedIn');
    expect(linkedin.getByText('Failed')).toBeInTheDocument();
    expect(linkedin.getByText('LinkedIn is having trouble right now. We tried 4 times.')).toBeInTheDocument();
    expect(linkedin.getByRole('button', { name: 'Retry LinkedIn' })).toBeEnabled();
    expect(linkedin.queryByRole('link', { name: /View post/ })).not.toBeInTheDocument();
    expect(linkedin.queryByText('Numbers')).not.toBeInTheDocument();
  });

  it('a scheduled platform says when; a platform with its own text shows it', async () => {
    setup({
      body: makePost({
        targets: [
          makeTarget({ state: 'scheduled', url: null, published_at: null, scheduled_at: '2099-01-05T09:00:00.000Z', own_text: true, text: 'LinkedIn gets the long version.' }),
        ],
      }),
    });
    const linkedin = await findTarget('LinkedIn');
    expect(linkedin.getByText('Scheduled')).toBeInTheDocument();
    expect(linkedin.getByText(/^Scheduled for/)).toHaveTextContent('Scheduled for Mon 5 Jan 2099, 09:00 (Europe/London)');
    expect(screen.getByText('Scheduled: this page updates by itself when its time comes.')).toBeInTheDocument();
    expect(linkedin.getByText('The text for LinkedIn')).toBeInTheDocument();
    expect(linkedin.getByText('LinkedIn gets the long version.')).toBeInTheDocument();
  });

  it("404: 'Post not found'", async () => {
    setup({ status: 404, body: { detail: 'This post does not exist' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no post here, or it belongs to another account.');
    expect(screen.queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
  });
});

describe('/posts/:id: following a post being published', () => {
  it('reads the post again every 2 s while a platform is publishing, says what changed politely, and stops once all have ended', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let post = makePost({ targets: [makeTarget({ id: X_ID, platform: 'twitter', state: 'publishing', url: null, published_at: null }), makeTarget({ id: LINKEDIN_ID })] });
    const { api, queryClient } = setup(() => ({ body: post }));
    const reads = () => api.callsTo('GET', POST_URL).length;

    expect(await until(() => screen.getByText('Publishing now: this page updates by itself.'))).toBeInTheDocument();
    expect(target('Twitter/X').getByText('Publishing')).toBeInTheDocument();
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');
    await until(() => expect(queryClient.isFetching()).toBe(0));
    const first = reads();

    // Still publishing: read again after 2 s, and again.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await until(() => expect(reads()).toBe(first + 1));
    await until(() => expect(queryClient.isFetching()).toBe(0));

    post = makePost({ targets: [makeTarget({ id: X_ID, platform: 'twitter', demo_mode: true, url: `http://localhost/publications/${X_ID}` }), makeTarget({ id: LINKEDIN_ID })] });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await until(() => expect(reads()).toBe(first + 2));
    await until(() => expect(target('Twitter/X').getByText('Published')).toBeInTheDocument());
    expect(live).toHaveTextContent('Twitter/X: Published. Post: Published.');
    expect(screen.queryByText('Publishing now: this page updates by itself.')).not.toBeInTheDocument();

    // Nothing moves by itself any more: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reads()).toBe(first + 2);
  });
});

describe('/posts/:id: what a platform needs', () => {
  it('Retry publishes the failed platform again and follows it; a refusal is said in the server’s words', async () => {
    const failed = makePost({ targets: [makeTarget({ state: 'failed', url: null, published_at: null, error: 'LinkedIn is having trouble right now.' })] });
    let retryReply: MockReply = { status: 409, body: { detail: 'Nothing to retry: no platform of this post failed or needs reconnecting.' } };
    const { api, user } = setup({ body: failed }, { [`POST ${POST_URL}/retry`]: () => retryReply });

    const linkedin = await findTarget('LinkedIn');
    await user.click(linkedin.getByRole('button', { name: 'Retry LinkedIn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing to retry: no platform of this post failed or needs reconnecting.');

    retryReply = { body: makePost({ targets: [makeTarget({ state: 'publishing', url: null, published_at: null })] }) };
    await user.click(linkedin.getByRole('button', { name: 'Retry LinkedIn' }));
    await waitFor(() => expect(target('LinkedIn').getByText('Publishing')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `${POST_URL}/retry`)).toHaveLength(2);
    expect(screen.getByText('Publishing now: this page updates by itself.')).toBeInTheDocument();
  });

  it('with several failed platforms, Retry sends only its own platform again', async () => {
    const { api, user } = setup(
      {
        body: makePost({
          targets: [
            makeTarget({ id: X_ID, platform: 'twitter', state: 'failed', url: null, published_at: null, error: 'X is having trouble right now.' }),
            makeTarget({ state: 'failed', url: null, published_at: null, error: 'LinkedIn is having trouble right now.' }),
          ],
        }),
      },
      { [`POST ${POST_URL}/retry`]: () => ({ body: makePost({ targets: [makeTarget({ state: 'publishing', url: null, published_at: null })] }) }) },
    );
    const x = await findTarget('Twitter/X');
    await user.click(x.getByRole('button', { name: 'Retry Twitter/X' }));
    await waitFor(() => expect(api.callsTo('POST', `${POST_URL}/retry`)).toHaveLength(1));
    expect(api.callsTo('POST', `${POST_URL}/retry`)[0]!.body).toEqual({ platforms: ['twitter'] });
  });

  it('Reconnect starts the connection for that platform and remembers the post, for the way back to Retry', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost', assign });
    const consent = 'http://localhost/social-accounts/demo-consent?platform=twitter&state=abc';
    const post = makePost({
      targets: [makeTarget({ id: X_ID, platform: 'twitter', state: 'needs_reconnect', url: null, published_at: null, error: 'Reconnect your Twitter/X account to publish there.' })],
    });
    const { user } = setup({ body: post }, { 'GET /api/social/oauth/twitter': { body: { authorization_url: consent } } });

    const x = await findTarget('Twitter/X');
    expect(x.getByText('Needs reconnect')).toBeInTheDocument();
    expect(screen.getByText('This post:').parentElement).toHaveTextContent(/^This post: Needs your attention$/);
    expect(x.getByText('Reconnect your Twitter/X account to publish there.')).toBeInTheDocument();
    expect(x.getByText('Reconnect Twitter/X, then press Retry.')).toBeInTheDocument();
    expect(x.getByRole('button', { name: 'Retry Twitter/X' })).toBeEnabled();
    await user.click(x.getByRole('button', { name: 'Reconnect Twitter/X' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    expect(JSON.parse(window.sessionStorage.getItem('inkwell.reconnect-return')!)).toEqual({ twitter: POST_ID });
  });

  it('an outcome lost: explains, then "It is on {Platform}" (with its address) or "It is not: publish again"', async () => {
    const unknown = makePost({ targets: [makeTarget({ id: X_ID, platform: 'twitter', state: 'unknown', demo_mode: false, url: null, published_at: null, error: null })] });
    const resolved = makePost({ targets: [makeTarget({ id: X_ID, platform: 'twitter', demo_mode: false, url: 'https://x.com/ada/status/1800' })] });
    const { api, user } = setup({ body: unknown }, { [`POST ${POST_URL}/targets/${X_ID}/resolve`]: { body: resolved } });

    const x = await findTarget('Twitter/X');
    expect(x.getByText('Outcome unknown')).toBeInTheDocument();
    expect(x.getByText('We could not tell whether Twitter/X published this post. Check your Twitter/X account, then tell us.')).toBeInTheDocument();
    expect(x.getByRole('button', { name: 'It is not: publish again' })).toBeEnabled();
    await user.type(x.getByLabelText('Its address on Twitter/X (optional)'), 'https://x.com/ada/status/1800');
    await user.click(x.getByRole('button', { name: 'It is on Twitter/X' }));

    expect(await (await findTarget('Twitter/X')).findByRole('link', { name: 'View post on Twitter/X (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://x.com/ada/status/1800',
    );
    expect(api.callsTo('POST', `${POST_URL}/targets/${X_ID}/resolve`)[0]!.body).toEqual({ published: true, url: 'https://x.com/ada/status/1800' });
  });

  it('"It is not: publish again" sends published: false', async () => {
    const unknown = makePost({ targets: [makeTarget({ id: X_ID, platform: 'twitter', state: 'unknown', url: null, published_at: null, error: 'We could not tell whether Twitter/X published this post. Check your Twitter/X account, then tell us.' })] });
    const again = makePost({ targets: [makeTarget({ id: X_ID, platform: 'twitter', state: 'publishing', url: null, published_at: null })] });
    const { api, user } = setup({ body: unknown }, { [`POST ${POST_URL}/targets/${X_ID}/resolve`]: { body: again } });
    await user.click((await findTarget('Twitter/X')).getByRole('button', { name: 'It is not: publish again' }));
    await waitFor(() => expect(target('Twitter/X').getByText('Publishing')).toBeInTheDocument());
    expect(api.callsTo('POST', `${POST_URL}/targets/${X_ID}/resolve`)[0]!.body).toEqual({ published: false });
  });
});

describe('/posts/:id: Delete post', () => {
  it('asks first (Keep post focused), then shows the answer: published platforms keep their posts', async () => {
    const message = 'Deleted. Your post on LinkedIn stays there: Inkwell does not delete them on the platforms.';
    const { api, user } = setup({ body: measuredPost() }, { [`DELETE ${POST_URL}`]: { body: { success: true, message, still_on_platforms: ['linkedin'] } } });

    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this post?' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Platforms still waiting are cancelled and the post leaves Inkwell. What is already published stays on its platforms: Inkwell does not delete posts there.',
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Keep post' })).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Keep post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', POST_URL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post deleted' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('list', { name: 'Platforms' })).not.toBeInTheDocument();
    const reads = api.callsTo('GET', POST_URL).length;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('GET', POST_URL)).toHaveLength(reads);
  });

  it('a refusal stays in the dialog in the server’s words', async () => {
    const { user } = setup(
      { body: makePost({ targets: [makeTarget({ state: 'publishing', url: null, published_at: null })] }) },
      { [`DELETE ${POST_URL}`]: { status: 409, body: { detail: 'It is being published right now; try again in a minute.' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this post?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete post' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('It is being published right now; try again in a minute.');
    // The page behind the dialog is unchanged.
    expect(screen.getByRole('heading', { level: 1, name: 'Post', hidden: true })).toBeInTheDocument();
  });
});
