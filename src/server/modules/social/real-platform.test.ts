import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts } from '../../db/schema';
import { startLocalApi } from '../../test/social-platforms/local-api';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { authorizationUrl, Browser, creator, followCallback } from '../../test/social-helpers';

// A platform configured for real (X, by its variables), end to end through the routes: a real OAuth
// server (PKCE checked at its token endpoint) and a local server speaking X's API subset.

const APP_URL = 'http://localhost:3300';
let t: TestApp;
let oauth: Awaited<ReturnType<typeof startOAuthServer>>;
let x: Awaited<ReturnType<typeof startLocalApi>>;

beforeAll(async () => {
  oauth = await startOAuthServer();
  let next = 1;
  x = await startLocalApi({
    'GET /2/users/me': (req) =>
      req.headers.authorization?.startsWith('Bearer ')
        ? { json: { data: { id: '2244994945', name: 'Ada Lovelace', username: 'ada_lovelace' } } }
        : { status: 401, json: { title: 'Unauthorized', status: 401 } },
    'POST /2/tweets': (req) => ({ status: 201, json: { data: { id: String(7000 + next++), text: (req.json() as { text: string }).text } } }),
  });
  t = await buildTestApp({
    env: {
      APP_URL,
      TWITTER_CLIENT_ID: 'inkwell-test',
      TWITTER_CLIENT_SECRET: 'inkwell-test-secret',
      TWITTER_AUTH_URL: oauth.authUrl,
      TWITTER_TOKEN_URL: oauth.tokenUrl,
      TWITTER_API_BASE: x.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await x.close();
  await oauth.close();
});

describe('a platform configured for real', () => {
  it('connects through the platform’s consent page with state and PKCE, publishes, and refreshes before expiry', async () => {
    const user = await creator(t);
    const consent = await authorizationUrl(t.app, user.auth, 'twitter');
    expect(`${consent.origin}${consent.pathname}`).toBe(oauth.authUrl);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: 'inkwell-test',
      redirect_uri: `${APP_URL}/api/social/oauth/twitter/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    // Not a demo platform: the demo consent page's Authorize is refused.
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/social/demo/authorize',
      headers: user.auth,
      payload: { platform: 'twitter', state: consent.searchParams.get('state') },
    });
    expect(demo.statusCode).toBe(400);

    // The access token the server gives expires in a minute: the first publish refreshes it.
    oauth.service.once('beforeResponse', (response) => {
      (response.body as Record<string, unknown>).expires_in = 60;
    });
    const code = await oauth.codeFrom(consent.toString());
    const landing = await followCallback(t.app, `/api/social/oauth/twitter/callback?${new URLSearchParams({ code, state: consent.searchParams.get('state')! })}`);
    expect(`${landing.pathname}${landing.search}`).toBe('/social-accounts?oauth_success=true&platform=twitter');
    const accounts = await t.app.inject({ url: '/api/social/accounts', headers: user.auth });
    expect(accounts.json().connected_accounts).toEqual([
      { platform: 'twitter', username: 'ada_lovelace', connected_at: expect.any(String), demo_mode: false, status: 'connected', access_ends_at: null },
    ]);

    const published = await t.app.inject({ method: 'POST', url: '/api/social/publish', headers: user.auth, payload: { content: 'Ship it', platforms: ['twitter'] } });
    expect(published.json().results).toEqual([{ platform: 'twitter', success: true, url: 'https://x.com/ada_lovelace/status/7001', demo_mode: false }]);
    // Refreshed first: the stored tokens now last the hour the server's refresh answer gave them.
    const [account] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id));
    expect(account!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(x.calls('POST /2/tweets')[0]!.headers.authorization).toMatch(/^Bearer \S+$/);
  });

  it('refuses to start from another address than APP_URL, saying where to open Inkwell: X sends the creator back only to APP_URL', async () => {
    const user = await creator(t);
    for (const headers of [{ host: '127.0.0.1:3300' }, { host: '127.0.0.1:3300', referer: 'http://127.0.0.1:3300/social-accounts' }]) {
      const res = await t.app.inject({ url: '/api/social/oauth/twitter', headers: { ...headers, ...user.auth } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: `Open Inkwell at ${APP_URL} to connect Twitter/X. Twitter/X sends you back only to that address, and this page is open at another one, so you would arrive signed out.`,
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // From APP_URL itself it starts, with the registered redirect URI.
    const consent = await authorizationUrl(t.app, user.auth, 'twitter', new Browser(APP_URL));
    expect(consent.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/social/oauth/twitter/callback`);
  });

  it('refuses a code exchanged with another authorization’s PKCE verifier', async () => {
    const user = await creator(t);
    const first = await authorizationUrl(t.app, user.auth, 'twitter');
    const second = await authorizationUrl(t.app, user.auth, 'twitter');
    const code = await oauth.codeFrom(first.toString());
    const landing = await followCallback(t.app, `/api/social/oauth/twitter/callback?${new URLSearchParams({ code, state: second.searchParams.get('state')! })}`);
    expect(landing.searchParams.get('oauth_error')).toBe('The platform did not accept the authorization. Please try connecting again.');
  });
});

describe('a connection completes only in the browser that started it', () => {
  const callbackOf = (consent: URL, code: string) => `/api/social/oauth/twitter/callback?${new URLSearchParams({ code, state: consent.searchParams.get('state')! })}`;
  const connected = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/social/accounts', headers: auth })).json().connected_accounts;
  const otherBrowser = 'This connection was started in another browser or session, so nothing was connected. Start it again from this page.';

  it('connects X when the callback comes with the cookie the start call set, and then removes the cookie', async () => {
    const user = await creator(t);
    const browser = new Browser();
    const consent = await authorizationUrl(t.app, user.auth, 'twitter', browser);
    expect(browser.cookieHeader().cookie).toMatch(/^inkwell_connect_twitter=[0-9a-f]{64}$/);
    const landing = await followCallback(t.app, callbackOf(consent, await oauth.codeFrom(consent.toString())), browser);
    expect(`${landing.pathname}${landing.search}`).toBe('/social-accounts?oauth_success=true&platform=twitter');
    expect(browser.cookieHeader()).toEqual({});
    expect((await connected(user.auth)).map((a: { username: string }) => a.username)).toEqual(['ada_lovelace']);
  });

  it('refuses an attacker’s link approved and completed in the victim’s browser, and the link cannot be used again', async () => {
    const attacker = await creator(t);
    const victim = await creator(t);
    const attackerBrowser = new Browser();
    // The victim's browser holds a cookie of its own: a connection the victim started and has not finished.
    const victimBrowser = new Browser();
    await authorizationUrl(t.app, victim.auth, 'twitter', victimBrowser);
    const profileReads = x.calls('GET /2/users/me').length;

    const link = await authorizationUrl(t.app, attacker.auth, 'twitter', attackerBrowser);
    const callback = callbackOf(link, await oauth.codeFrom(link.toString()));
    const landing = await followCallback(t.app, callback, victimBrowser);
    expect(`${landing.pathname}${landing.search}`).toBe(`/social-accounts?${new URLSearchParams({ oauth_error: otherBrowser, platform: 'twitter' })}`);

    // The refusal used the state up: not even the browser that started it can complete it now.
    const replay = await followCallback(t.app, callback, attackerBrowser);
    expect(replay.searchParams.get('oauth_error')).toBe('This connection request was already used. Please try connecting again.');

    // A browser with no cookie at all fares no better.
    const second = await authorizationUrl(t.app, attacker.auth, 'twitter', attackerBrowser);
    const bare = await followCallback(t.app, callbackOf(second, await oauth.codeFrom(second.toString())), new Browser());
    expect(bare.searchParams.get('oauth_error')).toBe(otherBrowser);
    expect(await connected(attacker.auth)).toEqual([]);
    expect(await connected(victim.auth)).toEqual([]);
    expect(x.calls('GET /2/users/me')).toHaveLength(profileReads);
  });
});
