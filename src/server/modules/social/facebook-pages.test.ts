import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts } from '../../db/schema';
import { GRAPH_VERSION } from '../../social/platforms/graph';
import { GRAPH_APP, GRAPH_PAGES, startLocalGraph } from '../../test/social-platforms/local-graph';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connectDemo, creator, followCallback, startConnect, type Auth } from '../../test/social-helpers';

// Facebook configured for real, end to end through the routes, against a local server speaking the
// Graph API: a login that manages three Pages connects the first and offers the others.

const APP_URL = 'http://localhost:3300';
const V = `/${GRAPH_VERSION}`;
const [PAGE, SHOP, CAFE] = GRAPH_PAGES;
let t: TestApp;
let graph: Awaited<ReturnType<typeof startLocalGraph>>;

beforeAll(async () => {
  graph = await startLocalGraph({ redirectUri: `${APP_URL}/api/social/oauth/facebook/callback` });
  t = await buildTestApp({
    env: {
      APP_URL,
      FACEBOOK_CLIENT_ID: GRAPH_APP.clientId,
      FACEBOOK_CLIENT_SECRET: GRAPH_APP.clientSecret,
      FACEBOOK_TOKEN_URL: `${graph.url}${V}/oauth/access_token`,
      FACEBOOK_API_BASE: graph.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

async function connectFacebook(auth: Auth, code = 'good-code'): Promise<URL> {
  const state = await startConnect(t.app, auth, 'facebook');
  return followCallback(t.app, `/api/social/oauth/facebook/callback?${new URLSearchParams({ code, state })}`);
}

const facebookAccount = async (auth: Auth) =>
  (await t.app.inject({ url: '/api/social/accounts', headers: auth })).json().connected_accounts.find((a: { platform: string }) => a.platform === 'facebook');

const chooseTarget = (auth: Auth, platform: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/social/accounts/${platform}/target`, headers: auth, payload: payload as Record<string, unknown> });

describe('choosing the Facebook Page', () => {
  it('connects the first of three Pages, lists them, and switches publishing to the one chosen', async () => {
    const user = await creator(t);
    const landing = await connectFacebook(user.auth);
    expect(`${landing.pathname}${landing.search}`).toBe('/social-accounts?oauth_success=true&platform=facebook');
    expect(await facebookAccount(user.auth)).toEqual({
      platform: 'facebook',
      username: PAGE.name,
      connected_at: expect.any(String),
      demo_mode: false,
      status: 'connected',
      access_ends_at: null,
      targets: GRAPH_PAGES.map((page) => ({ id: page.id, name: page.name })),
      target_id: PAGE.id,
    });

    // Every token, the Pages' included, is sealed at rest; the user token is not kept at all.
    const [raw] = ((await t.database.db.execute(sql`select * from social_accounts where user_id = ${user.id}`)) as { rows: Array<Record<string, unknown>> }).rows;
    expect(raw!.targets_enc).toMatch(/^v1\./);
    for (const secret of [...GRAPH_PAGES.map((page) => page.token), 'long-user', SHOP.name]) expect(JSON.stringify(raw)).not.toContain(secret);

    const chosen = await chooseTarget(user.auth, 'facebook', { target_id: SHOP.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ success: true, message: `Facebook posts now go to ${SHOP.name}.` });
    expect(await facebookAccount(user.auth)).toMatchObject({ username: SHOP.name, target_id: SHOP.id, targets: expect.any(Array) });

    graph.requests.length = 0;
    const published = await t.app.inject({ method: 'POST', url: '/api/social/publish', headers: user.auth, payload: { content: 'Sale today', platforms: ['facebook'] } });
    expect(published.json().results).toEqual([
      { platform: 'facebook', success: true, url: expect.stringMatching(new RegExp(`^https://www\\.facebook\\.com/${SHOP.id}/posts/`)), demo_mode: false },
    ]);
    const feed = graph.calls(`POST ${V}/:page/feed`)[0]!;
    expect(feed.path).toBe(`${V}/${SHOP.id}/feed`);
    expect(feed.headers.authorization).toBe(`Bearer ${SHOP.token}`);
    const [row] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id));
    expect(row!.accessTokenEnc).not.toContain(SHOP.token);
  });

  it('refuses a Page the connection does not manage (404), and a platform without a choice (409)', async () => {
    const user = await creator(t, { tier: 'basic' });
    expect((await chooseTarget(user.auth, 'facebook', { target_id: CAFE.id })).statusCode).toBe(404);
    await connectFacebook(user.auth);
    const unknown = await chooseTarget(user.auth, 'facebook', { target_id: '900' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'target_id is not one of the accounts your Facebook connection can publish as.' });
    expect((await chooseTarget(user.auth, 'facebook', {})).statusCode).toBe(422);
    expect(await facebookAccount(user.auth)).toMatchObject({ username: PAGE.name, target_id: PAGE.id });

    await connectDemo(t.app, user.auth, 'twitter');
    const none = await chooseTarget(user.auth, 'twitter', { target_id: 'anything' });
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toMatch(/nothing to choose/);
  });

  it('says so when the login manages no Page it may post to', async () => {
    const user = await creator(t);
    const landing = await connectFacebook(user.auth, 'nopage-code');
    expect(landing.searchParams.get('oauth_error')).toMatch(/^This account manages nothing Inkwell can publish to/);
    expect(await facebookAccount(user.auth)).toBeUndefined();
  });

  it('needs a session to choose', async () => {
    expect((await chooseTarget({}, 'facebook', { target_id: SHOP.id })).statusCode).toBe(401);
  });
});
