import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
import { oauthStates, socialAccounts } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { createTokenBox } from '../../social/token-box';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { authorizationUrl, Browser, connectDemo, creator, defaultBrowser, demoAuthorize, demoCallbackUrl, followCallback, startConnect } from '../../test/social-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'http://localhost:3300' } });
});
afterAll(() => t.close());

/** Rows as the database holds them, read past the schema. */
const rawRows = async (query: SQL) => ((await t.database.db.execute(query)) as { rows: Array<Record<string, string>> }).rows;
const errorOf = (landing: URL) => landing.searchParams.get('oauth_error');

describe('connecting in demo mode', () => {
  it('goes from the consent page through the callback to a connected demo account, publishes, and disconnects', async () => {
    const maya = await creator(t, { name: 'Maya Lee' });
    const start = await t.app.inject({ url: '/api/social/oauth/linkedin', headers: { ...defaultBrowser(t.app).pageHeaders(t.app), ...maya.auth } });
    expect(start.headers['cache-control']).toBe('no-store');
    defaultBrowser(t.app).receive(start.headers['set-cookie']);
    const consent = new URL(start.json().authorization_url);
    expect(`${consent.origin}${consent.pathname}`).toBe('http://localhost:3300/social-accounts/demo-consent');
    expect(consent.searchParams.get('platform')).toBe('linkedin');
    const state = consent.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{43}$/);

    const callback = await demoAuthorize(t.app, maya.auth, 'linkedin', state);
    expect(callback).toMatch(/^\/api\/social\/oauth\/linkedin\/callback\?code=[^&]+&state=/);
    const landing = await followCallback(t.app, callback);
    expect(`${landing.pathname}${landing.search}`).toBe('/social-accounts?oauth_success=true&platform=linkedin');

    const accounts = await t.app.inject({ url: '/api/social/accounts', headers: maya.auth });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.headers['cache-control']).toBe('no-store');
    expect(accounts.json()).toEqual({
      connected_accounts: [{ platform: 'linkedin', username: 'maya-lee', connected_at: expect.any(String), demo_mode: true, status: 'connected', access_ends_at: null }],
    });
    expect(Date.now() - Date.parse(accounts.json().connected_accounts[0].connected_at)).toBeLessThan(60_000);

    const published = await t.app.inject({
      method: 'POST',
      url: '/api/social/publish',
      headers: maya.auth,
      payload: { content: 'Three habits of calm remote teams.', platforms: ['linkedin'], content_type: 'post' },
    });
    expect(published.json()).toMatchObject({ results: [{ platform: 'linkedin', success: true, demo_mode: true }], successful_publications: 1, total_platforms: 1 });
    const postUrl = new URL(published.json().results[0].url);
    expect(postUrl.origin).toBe('http://localhost:3300');
    const post = await t.app.inject({ url: `/api/social${postUrl.pathname}`, headers: maya.auth });
    expect(post.json()).toMatchObject({ platform: 'linkedin', status: 'published', content: 'Three habits of calm remote teams.', username: 'maya-lee', demo_mode: true });

    const gone = await t.app.inject({ method: 'DELETE', url: '/api/social/accounts/linkedin', headers: maya.auth });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true, message: 'Successfully disconnected LinkedIn account' });
    expect((await t.app.inject({ url: '/api/social/accounts', headers: maya.auth })).json()).toEqual({ connected_accounts: [] });
    const again = await t.app.inject({ method: 'DELETE', url: '/api/social/accounts/linkedin', headers: maya.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Your LinkedIn account is not connected.' });
  });

  it('says when an access that cannot be renewed ends (LinkedIn gives ordinary apps no refresh token)', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'linkedin');
    const ends = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await t.database.db.update(socialAccounts).set({ refreshTokenEnc: null, expiresAt: ends }).where(eq(socialAccounts.userId, user.id));
    const accounts = await t.app.inject({ url: '/api/social/accounts', headers: user.auth });
    expect(accounts.json().connected_accounts[0]).toMatchObject({ platform: 'linkedin', access_ends_at: ends.toISOString() });
  });

  it('needs a session everywhere but the callback', async () => {
    for (const [method, url] of [
      ['GET', '/api/social/accounts'],
      ['GET', '/api/social/oauth/twitter'],
      ['POST', '/api/social/demo/authorize'],
      ['DELETE', '/api/social/accounts/twitter'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/social/oauth/twitter/callback' })).statusCode).toBe(302);
  });

  it('keeps tokens sealed at rest, and only a hash of the state', async () => {
    const user = await creator(t);
    const state = await startConnect(t.app, user.auth, 'twitter');
    const states = await rawRows(sql`SELECT * FROM oauth_states WHERE user_id = ${user.id}`);
    expect(states).toHaveLength(1);
    expect(states[0]!.state_hash).toBe(hashToken(state));
    expect(JSON.stringify(states)).not.toContain(state);
    expect(states[0]!.pkce_verifier_enc).toMatch(/^v1\./);

    await followCallback(t.app, await demoAuthorize(t.app, user.auth, 'twitter', state));
    const rows = await rawRows(sql`SELECT * FROM social_accounts WHERE user_id = ${user.id}`);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const box = createTokenBox(t.config.secretKey);
    const access = box.open(String(row.access_token_enc), `${user.id}:twitter:access`);
    const refresh = box.open(String(row.refresh_token_enc), `${user.id}:twitter:refresh`);
    expect(access).toMatch(/^da\./);
    expect(refresh).toMatch(/^dr\./);
    const raw = JSON.stringify(row);
    for (const secret of [access, refresh, ...access.split('.').filter((part) => part.length > 8)]) expect(raw).not.toContain(secret);
  });
});

describe('the browser that started a connection', () => {
  const otherBrowser = 'This connection was started in another browser or session, so nothing was connected. Start it again from this page.';

  it('gets a cookie from the start call: the state’s hash (never the state), HttpOnly, SameSite=Lax, for the OAuth paths, 10 minutes', async () => {
    const user = await creator(t);
    const start = await t.app.inject({ url: '/api/social/oauth/linkedin', headers: user.auth });
    const state = new URL(start.json().authorization_url).searchParams.get('state')!;
    expect(start.headers['set-cookie']).toBe(`inkwell_connect_linkedin=${hashToken(state)}; Path=/api/social/oauth; Max-Age=600; HttpOnly; SameSite=Lax`);
    expect(String(start.headers['set-cookie'])).not.toContain(state);

    const callback = await t.app.inject({ url: await demoAuthorize(t.app, user.auth, 'linkedin', state), headers: { cookie: `inkwell_connect_linkedin=${hashToken(state)}` } });
    expect(callback.headers.location).toBe('/social-accounts?oauth_success=true&platform=linkedin');
    expect(callback.headers['set-cookie']).toBe('inkwell_connect_linkedin=; Path=/api/social/oauth; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const secure = await buildTestApp({ env: { APP_URL: 'https://inkwell.example' } });
    try {
      const user = await creator(secure);
      const start = await secure.app.inject({ url: '/api/social/oauth/twitter', headers: user.auth });
      expect(start.headers['set-cookie']).toMatch(/^inkwell_connect_twitter=[0-9a-f]{64}; Path=\/api\/social\/oauth; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
      const callback = await secure.app.inject({ url: '/api/social/oauth/twitter/callback?code=abc&state=forged' });
      expect(callback.headers['set-cookie']).toMatch(/; Secure$/);
    } finally {
      await secure.close();
    }
  });

  it('connects two platforms started side by side in one browser', async () => {
    const user = await creator(t, { tier: 'pro' });
    const browser = new Browser();
    const x = await startConnect(t.app, user.auth, 'twitter', browser);
    const linkedin = await startConnect(t.app, user.auth, 'linkedin', browser);
    const xCallback = await demoAuthorize(t.app, user.auth, 'twitter', x);
    const linkedinCallback = await demoAuthorize(t.app, user.auth, 'linkedin', linkedin);
    expect((await followCallback(t.app, linkedinCallback, browser)).searchParams.get('oauth_success')).toBe('true');
    expect((await followCallback(t.app, xCallback, browser)).searchParams.get('oauth_success')).toBe('true');
    const accounts = (await t.app.inject({ url: '/api/social/accounts', headers: user.auth })).json().connected_accounts;
    expect(accounts.map((a: { platform: string }) => a.platform)).toEqual(['twitter', 'linkedin']);
  });

  it('connects nothing when a demo link authorized by one creator is opened in another’s browser, and the link is used up', async () => {
    const attacker = await creator(t);
    const victim = await creator(t);
    const attackerBrowser = new Browser();
    const callback = await demoAuthorize(t.app, attacker.auth, 'twitter', await startConnect(t.app, attacker.auth, 'twitter', attackerBrowser));
    const landing = await followCallback(t.app, callback, new Browser());
    expect(`${landing.pathname}${landing.search}`).toBe(`/social-accounts?${new URLSearchParams({ oauth_error: otherBrowser, platform: 'twitter' })}`);
    expect(errorOf(await followCallback(t.app, callback, attackerBrowser))).toBe('This connection request was already used. Please try connecting again.');
    for (const user of [attacker, victim]) {
      expect((await t.app.inject({ url: '/api/social/accounts', headers: user.auth })).json().connected_accounts).toEqual([]);
    }
  });
});

describe('the callback checks the state first', () => {
  it('refuses a replayed callback: a state works once', async () => {
    const user = await creator(t, { tier: 'pro' });
    const callback = await demoAuthorize(t.app, user.auth, 'facebook', await startConnect(t.app, user.auth, 'facebook'));
    const [first, second] = await Promise.all([followCallback(t.app, callback), followCallback(t.app, callback)]);
    const outcomes = [first, second].map((landing) => landing.searchParams.get('oauth_success') ?? errorOf(landing));
    expect(outcomes.sort()).toEqual(['This connection request was already used. Please try connecting again.', 'true']);
    expect(errorOf(await followCallback(t.app, callback))).toBe('This connection request was already used. Please try connecting again.');
  });

  it('refuses a forged, missing, expired or other platform’s state, before looking at the code', async () => {
    const user = await creator(t, { tier: 'pro' });
    const unknown = 'The connection request was not recognised. Please try connecting again.';
    expect(errorOf(await followCallback(t.app, '/api/social/oauth/twitter/callback?code=abc&state=forged'))).toBe(unknown);
    expect(errorOf(await followCallback(t.app, '/api/social/oauth/twitter/callback?code=abc'))).toBe(unknown);

    const state = await startConnect(t.app, user.auth, 'twitter');
    const callback = await demoAuthorize(t.app, user.auth, 'twitter', state);
    const elsewhere = await followCallback(t.app, callback.replace('/twitter/', '/youtube/'));
    expect(errorOf(elsewhere)).toBe('The connection request was for another platform. Please try connecting again.');
    expect(elsewhere.searchParams.get('platform')).toBe('youtube');

    await t.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oauthStates.stateHash, hashToken(state)));
    expect(errorOf(await followCallback(t.app, callback))).toBe('The connection request expired. Please try connecting again.');
    const late = await t.app.inject({ method: 'POST', url: '/api/social/demo/authorize', headers: user.auth, payload: { platform: 'twitter', state } });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('This connection request has expired or was already used. Start again from Social Accounts.');
    expect((await t.app.inject({ url: '/api/social/accounts', headers: user.auth })).json().connected_accounts).toEqual([]);
  });

  it('says so when the creator declines, or the code is missing or forged', async () => {
    const user = await creator(t);
    const declined = await followCallback(t.app, `/api/social/oauth/tiktok/callback?error=access_denied&state=${await startConnect(t.app, user.auth, 'tiktok')}`);
    expect(errorOf(declined)).toBe('You declined the connection.');
    const other = await followCallback(t.app, `/api/social/oauth/tiktok/callback?error=server_error&error_description=Boom%20token%3Dabc&state=${await startConnect(t.app, user.auth, 'tiktok')}`);
    expect(errorOf(other)).toBe('The platform did not grant access. Please try connecting again.');
    const noCode = await followCallback(t.app, `/api/social/oauth/tiktok/callback?state=${await startConnect(t.app, user.auth, 'tiktok')}`);
    expect(errorOf(noCode)).toBe('The platform sent no authorization code. Please try connecting again.');
    const forged = await followCallback(t.app, `/api/social/oauth/tiktok/callback?code=dc.forged&state=${await startConnect(t.app, user.auth, 'tiktok')}`);
    expect(errorOf(forged)).toBe('The platform did not accept the authorization. Please try connecting again.');
    // A code issued for one authorization does not complete another (it is bound to that one's PKCE verifier).
    const issued = new URLSearchParams((await demoAuthorize(t.app, user.auth, 'tiktok', await startConnect(t.app, user.auth, 'tiktok'))).split('?')[1]);
    const swapped = await followCallback(t.app, `/api/social/oauth/tiktok/callback?code=${issued.get('code')}&state=${await startConnect(t.app, user.auth, 'tiktok')}`);
    expect(errorOf(swapped)).toBe('The platform did not accept the authorization. Please try connecting again.');
  });

  it('lets the demo consent page authorize only its own creator’s live state', async () => {
    const owner = await creator(t);
    const stranger = await creator(t);
    const state = await startConnect(t.app, owner.auth, 'instagram');
    const res = await t.app.inject({ method: 'POST', url: '/api/social/demo/authorize', headers: stranger.auth, payload: { platform: 'instagram', state } });
    expect(res.statusCode).toBe(400);
    const wrongPlatform = await t.app.inject({ method: 'POST', url: '/api/social/demo/authorize', headers: owner.auth, payload: { platform: 'youtube', state } });
    expect(wrongPlatform.statusCode).toBe(400);
  });
});

describe('the plan’s account limit', () => {
  it('allows a Free plan one account, and reconnecting it', async () => {
    const user = await creator(t);
    await connectDemo(t.app, user.auth, 'twitter');
    const more = await t.app.inject({ url: '/api/social/oauth/linkedin', headers: user.auth });
    expect(more.statusCode).toBe(403);
    expect(more.json().detail).toBe('Your Free plan allows 1 connected social account. Disconnect one or upgrade your plan to connect more.');
    const reconnected = await connectDemo(t.app, user.auth, 'twitter');
    expect(reconnected.searchParams.get('oauth_success')).toBe('true');
    expect((await t.app.inject({ url: '/api/social/accounts', headers: user.auth })).json().connected_accounts).toHaveLength(1);
  });

  it('checks the limit again at the callback', async () => {
    const user = await creator(t);
    const first = await startConnect(t.app, user.auth, 'twitter');
    const second = await startConnect(t.app, user.auth, 'linkedin');
    await followCallback(t.app, await demoAuthorize(t.app, user.auth, 'twitter', first));
    const landing = await followCallback(t.app, await demoAuthorize(t.app, user.auth, 'linkedin', second));
    expect(errorOf(landing)).toBe('Your Free plan allows 1 connected social account. Disconnect one or upgrade your plan to connect more.');
    const accounts = (await t.app.inject({ url: '/api/social/accounts', headers: user.auth })).json().connected_accounts;
    expect(accounts.map((a: { platform: string }) => a.platform)).toEqual(['twitter']);
  });

  it('holds the limit when two callbacks race for the last place', async () => {
    const user = await creator(t, { tier: 'basic' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const callbacks = await Promise.all(
      (['facebook', 'instagram', 'tiktok'] as const).map(async (p) => demoAuthorize(t.app, user.auth, p, await startConnect(t.app, user.auth, p))),
    );
    const landings = await Promise.all(callbacks.map((c) => followCallback(t.app, c)));
    expect(landings.filter((l) => l.searchParams.get('oauth_success'))).toHaveLength(1);
    expect(landings.filter((l) => errorOf(l)?.startsWith('Your Basic plan allows 3 connected social accounts.'))).toHaveLength(2);
    expect((await t.app.inject({ url: '/api/social/accounts', headers: user.auth })).json().connected_accounts).toHaveLength(3);
  });

  it('gives Enterprise every platform', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    for (const platform of PUBLISH_PLATFORMS) await connectDemo(t.app, user.auth, platform);
    const accounts = (await t.app.inject({ url: '/api/social/accounts', headers: user.auth })).json().connected_accounts;
    expect(accounts.map((a: { platform: string }) => a.platform)).toEqual([...PUBLISH_PLATFORMS]);
  });
});

describe('the address the creator has Inkwell open at (APP_URL here is http://localhost:3300)', () => {
  const wrongAddress = (label: string) =>
    `Open Inkwell at http://localhost:3300 to connect ${label}. Demo connections come back only to that address, and this page is open at another one, so you would arrive signed out.`;

  /** A demo connection started and finished by a browser at `at`: the consent page, the callback, and where it lands. */
  async function connectFrom(at: string, platform: 'twitter' | 'linkedin' = 'linkedin') {
    const user = await creator(t);
    const browser = new Browser(at);
    const consent = await authorizationUrl(t.app, user.auth, platform, browser);
    const callback = await demoCallbackUrl(t.app, user.auth, platform, consent.searchParams.get('state')!, browser);
    const landing = await followCallback(t.app, `${callback.pathname}${callback.search}`, browser);
    const accounts = (await t.app.inject({ url: '/api/social/accounts', headers: user.auth })).json().connected_accounts;
    return { consent, callback, landing, accounts };
  }

  it('sends the demo consent page and the callback to 127.0.0.1 when the creator is signed in there, and connects', async () => {
    const { consent, callback, landing, accounts } = await connectFrom('http://127.0.0.1:3300');
    expect(`${consent.origin}${consent.pathname}`).toBe('http://127.0.0.1:3300/social-accounts/demo-consent');
    expect(`${callback.origin}${callback.pathname}`).toBe('http://127.0.0.1:3300/api/social/oauth/linkedin/callback');
    expect(landing.searchParams.get('oauth_success')).toBe('true');
    expect(accounts).toHaveLength(1);
  });

  it('reads the address from the Host header when the browser names no page (the start is a GET without Origin)', async () => {
    const user = await creator(t);
    const start = await t.app.inject({ url: '/api/social/oauth/twitter', headers: { host: '127.0.0.1:3300', ...user.auth } });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().authorization_url).toMatch(/^http:\/\/127\.0\.0\.1:3300\/social-accounts\/demo-consent\?platform=twitter&state=/);
    const browser = new Browser();
    browser.receive(start.headers['set-cookie']);
    const state = new URL(start.json().authorization_url).searchParams.get('state')!;
    const authorized = await t.app.inject({ method: 'POST', url: '/api/social/demo/authorize', headers: { host: '127.0.0.1:3300', ...user.auth }, payload: { platform: 'twitter', state } });
    expect(authorized.json().redirect_url).toMatch(/^http:\/\/127\.0\.0\.1:3300\/api\/social\/oauth\/twitter\/callback\?code=/);
    expect((await followCallback(t.app, new URL(authorized.json().redirect_url).pathname + new URL(authorized.json().redirect_url).search, browser)).searchParams.get('oauth_success')).toBe('true');
  });

  it('follows the dev server on another loopback port, and a device on the network at this machine’s address and port', async () => {
    expect((await connectFrom('http://127.0.0.1:5173')).consent.origin).toBe('http://127.0.0.1:5173');
    expect((await connectFrom('http://[::1]:3300')).consent.origin).toBe('http://[::1]:3300');
    const lan = await connectFrom('http://192.168.1.20:3300');
    expect(lan.consent.origin).toBe('http://192.168.1.20:3300');
    expect(lan.landing.searchParams.get('oauth_success')).toBe('true');
    expect((await connectFrom('http://studio.local:3300')).consent.origin).toBe('http://studio.local:3300');
  });

  it('refuses any other address with what to do, rather than redirect there (a forged Host or Referer, another scheme or port)', async () => {
    for (const at of ['http://evil.example:3300', 'https://evil.example', 'http://192.168.1.20:8080', 'https://127.0.0.1:3300', 'http://localhost.evil.example:3300']) {
      const user = await creator(t);
      const res = await t.app.inject({ url: '/api/social/oauth/linkedin', headers: { ...new Browser(at).pageHeaders(t.app), ...user.auth } });
      expect(res.statusCode, at).toBe(409);
      expect(res.json()).toEqual({ detail: wrongAddress('LinkedIn') });
      expect(res.headers['set-cookie'], at).toBeUndefined();
      expect(await rawRows(sql`SELECT * FROM oauth_states WHERE user_id = ${user.id}`)).toEqual([]);
      // The Host alone (a plain-HTTP request here) says the same for the addresses it can name.
      if (at.startsWith('http:')) {
        const hostOnly = await t.app.inject({ url: '/api/social/oauth/linkedin', headers: { host: new URL(at).host, ...user.auth } });
        expect(hostOnly.statusCode, at).toBe(409);
      }
    }
    // The consent page's Authorize follows the same rule.
    const user = await creator(t);
    const state = await startConnect(t.app, user.auth, 'twitter');
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/social/demo/authorize', headers: { origin: 'http://evil.example:3300', ...user.auth }, payload: { platform: 'twitter', state } });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().detail).toBe(wrongAddress('Twitter/X'));
  });

  it('reads X-Forwarded-Host only behind a trusted proxy (TRUST_PROXY)', async () => {
    const user = await creator(t);
    const ignored = await t.app.inject({ url: '/api/social/oauth/linkedin', headers: { host: 'localhost:3300', 'x-forwarded-host': 'evil.example', ...user.auth } });
    expect(new URL(ignored.json().authorization_url).origin).toBe('http://localhost:3300');

    const proxied = await buildTestApp({ env: { APP_URL: 'http://localhost:3300', TRUST_PROXY: 'true' } });
    try {
      const creatorThere = await creator(proxied);
      const forwarded = await proxied.app.inject({
        url: '/api/social/oauth/linkedin',
        headers: { host: '127.0.0.1:9000', 'x-forwarded-host': '127.0.0.1:3300', ...creatorThere.auth },
      });
      expect(new URL(forwarded.json().authorization_url).origin).toBe('http://127.0.0.1:3300');
      const forged = await proxied.app.inject({ url: '/api/social/oauth/linkedin', headers: { 'x-forwarded-host': 'evil.example', ...creatorThere.auth } });
      expect(forged.statusCode).toBe(409);
    } finally {
      await proxied.close();
    }
  });

  it('on a server with a public address: APP_URL when only the Host speaks (a proxy may rename it), a refusal when the page is elsewhere', async () => {
    const deployed = await buildTestApp({ env: { APP_URL: 'https://inkwell.example' } });
    try {
      const user = await creator(deployed);
      const behindProxy = await deployed.app.inject({ url: '/api/social/oauth/twitter', headers: { host: '127.0.0.1:3000', ...user.auth } });
      expect(new URL(behindProxy.json().authorization_url).origin).toBe('https://inkwell.example');
      const atHome = await deployed.app.inject({ url: '/api/social/oauth/twitter', headers: { referer: 'https://inkwell.example/social-accounts', ...user.auth } });
      expect(new URL(atHome.json().authorization_url).origin).toBe('https://inkwell.example');
      const www = await deployed.app.inject({ url: '/api/social/oauth/twitter', headers: { referer: 'https://www.inkwell.example/social-accounts', ...user.auth } });
      expect(www.statusCode).toBe(409);
      expect(www.json().detail).toBe(
        'Open Inkwell at https://inkwell.example to connect Twitter/X. Demo connections come back only to that address, and this page is open at another one, so you would arrive signed out.',
      );
    } finally {
      await deployed.close();
    }
  });
});
