import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/auth';
import type { ConnectedAccount } from '../../contract/social';
import { until } from '../test/fake-clock';
import { makeAccount, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const ACCOUNTS = '/api/social/accounts';
const LABELS = ['Twitter/X', 'LinkedIn', 'Facebook', 'Instagram', 'TikTok', 'YouTube'];
const basic = makeUser({ subscription_tier: 'basic' });

function setup(options: { accounts?: ConnectedAccount[] | MockHandler; user?: User; path?: string; routes?: Record<string, MockHandler> } = {}) {
  const accounts = options.accounts ?? [];
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: options.user ?? basic },
    [`GET ${ACCOUNTS}`]: Array.isArray(accounts) ? { body: { connected_accounts: accounts } } : accounts,
    ...options.routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: options.path ?? '/social-accounts' }) };
}

const card = (label: string) => within(screen.getByRole('article', { name: label }));
const findCard = async (label: string) => within(await screen.findByRole('article', { name: label }));

/** Replaces window.location with one whose assign() is recorded (the browser would leave the page). */
function recordNavigation() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost', assign });
  return assign;
}

describe('/social-accounts: the six platforms', () => {
  it('shows the six cards in order with their state, @username, Demo Mode and the connected date', async () => {
    const { api } = setup({
      accounts: [makeAccount({ platform: 'twitter', username: 'ada_lovelace' }), makeAccount({ platform: 'youtube', username: 'ada.lovelace', demo_mode: false })],
    });

    const list = await screen.findByRole('list', { name: 'Platforms' });
    expect(within(list).getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual(
      ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube'].map((platform) => `account-${platform}`),
    );
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(LABELS);

    const x = card('Twitter/X');
    expect(x.getByText('Connected')).toBeInTheDocument();
    expect(x.getByText('@ada_lovelace')).toBeInTheDocument();
    expect(x.getByText('Demo Mode')).toBeInTheDocument();
    expect(x.getByText('Connected May 2, 2026')).toBeInTheDocument();
    expect(x.getByRole('button', { name: 'Disconnect Twitter/X' })).toBeEnabled();
    expect(x.queryByRole('button', { name: /^Connect/ })).not.toBeInTheDocument();

    expect(card('YouTube').getByText('@ada.lovelace')).toBeInTheDocument();
    expect(card('YouTube').queryByText('Demo Mode')).not.toBeInTheDocument();

    const linkedin = card('LinkedIn');
    expect(linkedin.getByText('Not Connected')).toBeInTheDocument();
    expect(linkedin.getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
    expect(linkedin.queryByRole('button', { name: /Disconnect/ })).not.toBeInTheDocument();
    expect(card('TikTok').getByText('Posts need a video.')).toBeInTheDocument();
    expect(card('Instagram').getByText('Posts need an image or video.')).toBeInTheDocument();

    expect(screen.getByText('2 of 3 accounts on Basic')).toBeInTheDocument();
    expect(api.callsTo('GET', ACCOUNTS)[0]!.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('has the page frame: the heading, what the page is for, Refresh beside it and Back to Dashboard', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Social Media Accounts' })).toBeInTheDocument();
    expect(screen.getByText('Connect your accounts to publish straight from Inkwell.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it("shows 'Publishing Status' once an account is connected: the platforms, a count and four feature bullets", async () => {
    setup({ accounts: [makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })] });

    const status = within(await screen.findByRole('region', { name: 'Publishing Status' }));
    expect(status.getByText('1 of 6 platforms connected')).toBeInTheDocument();
    expect(status.getByRole('list', { name: 'Connected platforms' })).toHaveTextContent('LinkedIn');
    const bullets = status.getAllByRole('list').find((list) => list.getAttribute('aria-label') === null)!;
    expect(within(bullets).getAllByRole('listitem')).toHaveLength(4);
  });

  it("has no 'Publishing Status' while nothing is connected", async () => {
    setup();
    await findCard('Twitter/X');
    expect(screen.getAllByText('Not Connected')).toHaveLength(6);
    expect(screen.queryByRole('region', { name: 'Publishing Status' })).not.toBeInTheDocument();
    expect(screen.getByText('0 of 3 accounts on Basic')).toBeInTheDocument();
  });

  it('says an account the platform no longer accepts needs reconnecting, with Reconnect', async () => {
    setup({ accounts: [makeAccount({ platform: 'facebook', username: 'ada.lovelace', demo_mode: false, status: 'reconnect' })] });

    const facebook = await findCard('Facebook');
    expect(facebook.getByText('Reconnect needed')).toBeInTheDocument();
    expect(facebook.getByText("Facebook no longer accepts Inkwell's access. Reconnect to publish there again.")).toBeInTheDocument();
    expect(facebook.getByRole('button', { name: 'Reconnect Facebook' })).toBeEnabled();
    expect(facebook.getByRole('button', { name: 'Disconnect Facebook' })).toBeEnabled();
  });

  it('asks to reconnect before an access that cannot be renewed ends, and not long before', async () => {
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const later = new Date(Date.now() + 50 * 24 * 60 * 60 * 1000).toISOString();
    setup({
      accounts: [
        makeAccount({ platform: 'linkedin', username: 'ada-lovelace', demo_mode: false, access_ends_at: soon }),
        makeAccount({ platform: 'twitter', username: 'ada_lovelace', demo_mode: false, access_ends_at: later }),
      ],
    });

    const linkedin = await findCard('LinkedIn');
    expect(linkedin.getByText(/^LinkedIn gives Inkwell access until .+\. Reconnect before then to keep publishing\.$/)).toBeInTheDocument();
    expect(linkedin.getByRole('button', { name: 'Reconnect LinkedIn' })).toBeEnabled();
    expect(card('Twitter/X').queryByText(/Reconnect before then/)).not.toBeInTheDocument();
    expect(card('Twitter/X').queryByRole('button', { name: 'Reconnect Twitter/X' })).not.toBeInTheDocument();
  });

  it('reads the list again with Refresh', async () => {
    let accounts: ConnectedAccount[] = [];
    const { api, user } = setup({ accounts: () => ({ body: { connected_accounts: accounts } }) });
    await findCard('Twitter/X');
    const before = api.callsTo('GET', ACCOUNTS).length;

    accounts = [makeAccount({ platform: 'tiktok', username: 'ada.lovelace' })];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(card('TikTok').getByText('@ada.lovelace')).toBeInTheDocument());
    expect(api.callsTo('GET', ACCOUNTS).length).toBe(before + 1);
  });
});

describe('/social-accounts: connecting', () => {
  it('asks for the authorization address and goes there', async () => {
    const assign = recordNavigation();
    const url = 'http://localhost/social-accounts/demo-consent?platform=linkedin&state=abc';
    const { api, user } = setup({ routes: { 'GET /api/social/oauth/linkedin': { body: { authorization_url: url } } } });

    await user.click((await findCard('LinkedIn')).getByRole('button', { name: 'Connect LinkedIn' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(api.callsTo('GET', '/api/social/oauth/linkedin')[0]!.headers.get('Authorization')).toBe('Bearer session-token');
    // The button stays busy while the browser leaves.
    expect(card('LinkedIn').getByRole('button', { name: 'Connecting… LinkedIn' })).toBeDisabled();
  });

  it("403 (the plan's limit): 'Failed to connect {platform} account: {detail}'", async () => {
    const detail = 'Your Basic plan allows 3 connected social accounts. Disconnect one or upgrade your plan.';
    const { user } = setup({ routes: { 'GET /api/social/oauth/facebook': { status: 403, body: { detail } } } });

    await user.click((await findCard('Facebook')).getByRole('button', { name: 'Connect Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to connect Facebook account: ${detail}`);
    expect(card('Facebook').getByRole('button', { name: 'Connect Facebook' })).toBeEnabled();
  });

  it('opened at another address than the one the platform returns to: says where to open Inkwell, with a link there', async () => {
    const detail =
      'Open Inkwell at http://localhost:3000 to connect LinkedIn. LinkedIn sends you back only to that address, and this page is open at another one, so you would arrive signed out.';
    const assign = recordNavigation();
    const { user } = setup({ routes: { 'GET /api/social/oauth/linkedin': { status: 409, body: { detail } } } });

    await user.click((await findCard('LinkedIn')).getByRole('button', { name: 'Connect LinkedIn' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Failed to connect LinkedIn account: ${detail}`);
    expect(within(alert).getByRole('link', { name: 'http://localhost:3000' })).toHaveAttribute('href', 'http://localhost:3000');
    expect(alert).not.toHaveTextContent(/APP_URL|TRUST_PROXY/);
    expect(assign).not.toHaveBeenCalled();
    expect(card('LinkedIn').getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
  });

  it("no detail: 'Failed to get authorization URL'; 401: 'Authentication expired. Please log in again.'", async () => {
    let status = 502;
    const { user } = setup({ routes: { 'GET /api/social/oauth/twitter': () => ({ status, text: '<html>Bad gateway</html>' }) } });

    await user.click((await findCard('Twitter/X')).getByRole('button', { name: 'Connect Twitter/X' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to get authorization URL$/);

    status = 401;
    await user.click(card('Twitter/X').getByRole('button', { name: 'Connect Twitter/X' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Authentication expired\. Please log in again\.$/));
  });

  it("at the plan's limit, Connect says why with a link to upgrade; a connected platform can still be reconnected", async () => {
    setup({
      user: makeUser({ subscription_tier: 'free' }),
      accounts: [makeAccount({ platform: 'instagram', username: 'ada.lovelace', status: 'reconnect' })],
    });

    const x = await findCard('Twitter/X');
    expect(screen.getByText('1 of 1 account on Free')).toBeInTheDocument();
    const connect = x.getByRole('button', { name: 'Connect Twitter/X' });
    expect(connect).toBeDisabled();
    expect(connect).toHaveAccessibleDescription('Your Free plan allows 1 connected social account. Upgrade your plan');
    expect(x.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
    expect(card('Instagram').getByRole('button', { name: 'Reconnect Instagram' })).toBeEnabled();
  });
});

describe('/social-accounts: disconnecting', () => {
  it.each([
    ['204', { status: 204 }],
    ['{message}', { body: { message: 'Successfully disconnected Twitter/X account' } }],
  ])("after a confirm, disconnects (answer %s): 'Successfully disconnected {platform} account'", async (_name, reply) => {
    let accounts = [makeAccount()];
    const { api, user } = setup({
      accounts: () => ({ body: { connected_accounts: accounts } }),
      routes: {
        'DELETE /api/social/accounts/twitter': () => {
          accounts = [];
          return reply;
        },
      },
    });

    await user.click((await findCard('Twitter/X')).getByRole('button', { name: 'Disconnect Twitter/X' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Twitter/X?' }));
    expect(dialog.getByRole('button', { name: 'Keep connected' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('Successfully disconnected Twitter/X account')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Twitter/X').getByText('Not Connected')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Publishing Status' })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/social/accounts/twitter')[0]!.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("Keep connected changes nothing; a refusal: 'Failed to disconnect {platform} account: {detail}'", async () => {
    const { api, user } = setup({
      accounts: [makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })],
      routes: { 'DELETE /api/social/accounts/linkedin': { status: 404, body: { detail: 'LinkedIn is not connected' } } },
    });

    await user.click((await findCard('LinkedIn')).getByRole('button', { name: 'Disconnect LinkedIn' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep connected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/social/accounts/linkedin')).toHaveLength(0);

    await user.click(card('LinkedIn').getByRole('button', { name: 'Disconnect LinkedIn' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to disconnect LinkedIn account: LinkedIn is not connected');
  });
});

describe('/social-accounts: failed reads (docs/product/errors.md#social-accounts)', () => {
  it("'Failed to fetch connected accounts', with Try again", async () => {
    let fail = true;
    const { user } = setup({ accounts: () => (fail ? { status: 500, body: { detail: 'Internal server error' } } : { body: { connected_accounts: [] } }) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch connected accounts');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard('Twitter/X')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("401: 'Authentication expired. Please log in again.'", async () => {
    setup({ accounts: { status: 401, body: { detail: 'Your session has expired. Please log in again.' } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication expired. Please log in again.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("no stored token: 'Authentication required', without a request", async () => {
    const { api, user } = setup();
    await findCard('Twitter/X');
    const before = api.callsTo('GET', ACCOUNTS).length;

    window.localStorage.removeItem('token');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication required');
    expect(api.callsTo('GET', ACCOUNTS)).toHaveLength(before);
  });
});

describe('/social-accounts: the OAuth return and the 30 s refresh (docs/product/states.md#connecting-a-social-account)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function advance(ms: number) {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  }

  it("oauth_success: 'Successfully connected {platform} account!', reads at 1, 3, 5 and 8 s, then removes the query string", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let accounts: ConnectedAccount[] = [];
    const { api, router } = setup({
      path: '/social-accounts?oauth_success=true&platform=linkedin',
      accounts: () => ({ body: { connected_accounts: accounts } }),
    });

    expect(await until(() => screen.getByText('Successfully connected LinkedIn account!'))).toBeInTheDocument();
    await until(() => card('LinkedIn'));
    const reads = () => api.callsTo('GET', ACCOUNTS).length;
    const first = reads();
    accounts = [makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })];

    // Each read comes at its moment, not before (the clock may have moved a few ms while the page loaded).
    const gaps = [1000, 2000, 2000, 3000];
    for (const [index, gap] of gaps.entries()) {
      await advance(gap - 50);
      expect(reads()).toBe(first + index);
      expect(router.state.location.search).toBe('?oauth_success=true&platform=linkedin');
      await advance(50);
      await until(() => expect(reads()).toBe(first + index + 1));
    }
    await until(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/social-accounts');
    expect(card('LinkedIn').getByText('@ada-lovelace')).toBeInTheDocument();
    // The message stays after the address is cleaned.
    expect(screen.getByText('Successfully connected LinkedIn account!')).toBeInTheDocument();
  });

  it('a reconnection started from a post offers the way back to it, to press Retry there', async () => {
    window.sessionStorage.setItem('inkwell.reconnect-return', JSON.stringify({ linkedin: 'post-1', twitter: 'post-2' }));
    const { router, user } = setup({ path: '/social-accounts?oauth_success=true&platform=linkedin', routes: { 'GET /api/posts/post-1': { status: 404, body: { detail: 'This post does not exist' } } } });

    const notice = (await screen.findByText(/^Successfully connected LinkedIn account!/)).closest('[role="status"]')!;
    expect(notice).toHaveTextContent('Successfully connected LinkedIn account! Back to your post to press Retry.');
    const back = within(notice as HTMLElement).getByRole('link', { name: 'Back to your post' });
    expect(back).toHaveAttribute('href', '/posts/post-1');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/posts/post-1'));
    // Offered once; another platform's way back is kept.
    expect(JSON.parse(window.sessionStorage.getItem('inkwell.reconnect-return')!)).toEqual({ twitter: 'post-2' });
  });

  it('a connection not started from a post says nothing more', async () => {
    setup({ path: '/social-accounts?oauth_success=true&platform=linkedin' });
    expect(await screen.findByText('Successfully connected LinkedIn account!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your post' })).not.toBeInTheDocument();
  });

  it("oauth_error: 'OAuth Error: {error}', and the query string goes at once", async () => {
    const { router } = setup({ path: '/social-accounts?oauth_error=You%20declined%20the%20connection' });
    expect(await screen.findByRole('alert')).toHaveTextContent('OAuth Error: You declined the connection');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('alert')).toHaveTextContent('OAuth Error: You declined the connection');
  });

  it('says so when a connection was completed in a browser that did not start it, with Connect there to start again', async () => {
    const message = 'This connection was started in another browser or session, so nothing was connected. Start it again from this page.';
    const { router } = setup({ path: `/social-accounts?${new URLSearchParams({ oauth_error: message, platform: 'twitter' })}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(`OAuth Error: ${message}`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('alert')).toHaveTextContent(`OAuth Error: ${message}`);
    expect((await findCard('Twitter/X')).getByRole('button', { name: 'Connect Twitter/X' })).toBeEnabled();
  });

  it('reads the list again every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { api } = setup();
    await until(() => card('Twitter/X'));
    const reads = () => api.callsTo('GET', ACCOUNTS).length;
    const first = reads();

    await advance(29_000);
    expect(reads()).toBe(first);
    await advance(1000);
    await until(() => expect(reads()).toBe(first + 1));
    await advance(30_000);
    await until(() => expect(reads()).toBe(first + 2));
  });
});
