import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformCredentials, PublishInput } from '../port';
import { createFacebookClient } from './facebook';
import { GRAPH_VERSION } from './graph';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from './testing/failure-cases';
import { closedPortUrl } from './testing/local-api';
import { GRAPH_APP, GRAPH_PAGES, graphError, startLocalGraph } from './testing/local-graph';
import { testMedia } from './testing/media';

const REDIRECT = 'https://inkwell.test/api/social/oauth/facebook/callback';
const [PAGE, SHOP, CAFE] = GRAPH_PAGES;
const PAGE_TOKEN = PAGE.token;
const V = `/${GRAPH_VERSION}`;

describe('Facebook client', () => {
  let graph: Awaited<ReturnType<typeof startLocalGraph>>;
  let credentials: PlatformCredentials;

  beforeAll(async () => {
    graph = await startLocalGraph({ redirectUri: REDIRECT });
    credentials = { ...GRAPH_APP, tokenUrl: `${graph.url}${V}/oauth/access_token`, apiBase: graph.url, timeoutMs: 5000 };
  });
  afterAll(() => graph.close());
  beforeEach(() => void (graph.requests.length = 0));

  const client = () => createFacebookClient(credentials);
  const input = (over: Partial<PublishInput> = {}): PublishInput => ({
    tokens: { accessToken: PAGE_TOKEN },
    profile: { externalId: '1111', username: 'Ink Page' },
    text: `News from the Page ${Math.random()}`,
    media: [],
    thread: false,
    ...over,
  });

  it('sends the creator to Facebook Login with the Page scopes', () => {
    const url = new URL(createFacebookClient({ clientId: 'fb-app', clientSecret: 's', timeoutMs: 1000 }).authorize({ state: 'st', codeChallenge: 'c', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe(`https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'fb-app',
      redirect_uri: REDIRECT,
      scope: 'pages_show_list,pages_manage_posts,pages_read_engagement',
      state: 'st',
    });
  });

  it('exchanges the code for a long-lived user token, which lists the Pages it may post to with their Page tokens', async () => {
    const tokens = await client().exchange({ code: 'good-code', codeVerifier: 'unused', redirectUri: REDIRECT });
    expect(tokens).toMatchObject({ accessToken: 'long-user' });
    expect(graph.calls(`POST ${V}/oauth/access_token`).map((r) => r.form().get('grant_type'))).toEqual(['authorization_code', 'fb_exchange_token']);
    const pages = await client().targets!({ tokens });
    // The read-only Page is left out; Page tokens obtained this way do not expire.
    expect(pages).toEqual([
      { externalId: PAGE.id, username: PAGE.name, tokens: { accessToken: PAGE.token } },
      { externalId: SHOP.id, username: SHOP.name, tokens: { accessToken: SHOP.token } },
      { externalId: CAFE.id, username: CAFE.name, tokens: { accessToken: CAFE.token } },
    ]);
    expect(graph.calls(`GET ${V}/me/accounts`)[0]!.headers.authorization).toBe('Bearer long-user');
    expect(await client().profile({ tokens: pages[1]!.tokens })).toEqual({ externalId: SHOP.id, username: SHOP.name });
  });

  it('refuses a used code, and lists no Page when the account manages none', async () => {
    expect((await socialFailure(client().exchange({ code: 'used-code', codeVerifier: '', redirectUri: REDIRECT }))).kind).toBe('invalid');
    const tokens = await client().exchange({ code: 'nopage-code', codeVerifier: '', redirectUri: REDIRECT });
    expect(await client().targets!({ tokens })).toEqual([]);
    expect((await socialFailure(client().targets!({ tokens: { accessToken: 'revoked' } }))).kind).toBe('reconnect');
  });

  it('publishes to the Page it is given, with that Page’s token', async () => {
    const outcome = await client().publish(input({ tokens: { accessToken: SHOP.token }, profile: { externalId: SHOP.id, username: SHOP.name }, text: 'Sale today' }));
    expect(outcome.url).toBe(`https://www.facebook.com/2222/posts/${outcome.externalId}`);
    expect(graph.calls(`POST ${V}/:page/feed`)[0]!.path).toBe(`${V}/${SHOP.id}/feed`);
  });

  it('has nothing to refresh: a withdrawn Page token means reconnect', async () => {
    expect((await socialFailure(client().refresh({ refreshToken: 'x' }))).kind).toBe('reconnect');
  });

  it('publishes text to the Page feed with the Page token', async () => {
    const outcome = await client().publish(input({ text: 'Open today' }));
    expect(outcome.url).toBe(`https://www.facebook.com/1111/posts/${outcome.externalId}`);
    const call = graph.calls(`POST ${V}/:page/feed`)[0]!;
    expect(call.path).toBe(`${V}/1111/feed`);
    expect(call.json()).toEqual({ message: 'Open today', published: true });
    expect(call.query.get('access_token')).toBeNull();
  });

  it('attaches photos Facebook fetches from their URLs', async () => {
    const a = testMedia({ kind: 'image', bytes: 10, publicUrl: 'https://inkwell.test/m/a.jpg' });
    const b = testMedia({ kind: 'image', bytes: 10, publicUrl: 'https://inkwell.test/m/b.jpg' });
    await client().publish(input({ media: [a, b] }));
    expect(graph.calls(`POST ${V}/:page/photos`).map((r) => r.json())).toEqual([
      { url: 'https://inkwell.test/m/a.jpg', published: false },
      { url: 'https://inkwell.test/m/b.jpg', published: false },
    ]);
    expect((graph.calls(`POST ${V}/:page/feed`)[0]!.json().attached_media as unknown[]).length).toBe(2);
  });

  it('posts a video from its URL', async () => {
    const outcome = await client().publish(input({ text: 'Watch', media: [testMedia({ kind: 'video', bytes: 10, publicUrl: 'https://inkwell.test/m/v.mp4' })] }));
    expect(graph.calls(`POST ${V}/:page/videos`)[0]!.json()).toEqual({ file_url: 'https://inkwell.test/m/v.mp4', description: 'Watch', published: true });
    expect(outcome.url).toBe(`https://www.facebook.com/watch/?v=${outcome.externalId}`);
  });

  it('maps Graph error codes: duplicate (506) invalid, expired token (190 on HTTP 400) reconnect, rate limit (4) retry', async () => {
    await client().publish(input({ text: 'Same' }));
    expect(await socialFailure(client().publish(input({ text: 'Same' })))).toMatchObject({ kind: 'invalid', message: 'Facebook refuses to post the same text twice.' });
    expect((await socialFailure(client().publish(input({ tokens: { accessToken: 'expired' } })))).kind).toBe('reconnect');
    graph.failNext(`POST ${V}/:page/feed`, graphError(4, undefined, 403));
    expect((await socialFailure(client().publish(input()))).kind).toBe('retry');
  });

  it('classifies 401, 429 with Retry-After, and 5xx', async () => {
    await expectSharedFailureKinds({ failNext: (reply) => graph.failNext(`POST ${V}/:page/feed`, reply), run: () => client().publish(input()) });
  });

  it('treats nothing listening as retry, with no token in the error', async () => {
    const err = await socialFailure(createFacebookClient({ ...credentials, apiBase: await closedPortUrl() }).publish(input()));
    expect(err.kind).toBe('retry');
    expectNoSecrets(err, [PAGE_TOKEN]);
  });
});
