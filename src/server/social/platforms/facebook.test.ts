import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformCredentials, PublishInput } from '../port';
import { createFacebookClient } from './facebook';
import { GRAPH_VERSION } from './graph';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from '../../test/social-platforms/failure-cases';
import { closedPortUrl } from '../../test/social-platforms/local-api';
import { GRAPH_APP, GRAPH_OLD_PAGE_TOKEN, GRAPH_PAGES, graphError, startLocalGraph } from '../../test/social-platforms/local-graph';
import { testMedia } from '../../test/social-platforms/media';

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
      scope: 'pages_show_list,pages_manage_posts,pages_read_engagement,pages_read_user_content,read_insights',
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

  describe('metrics', () => {
    const read = (externalId: string, opts: { accessToken?: string; apiBase?: string } = {}) =>
      createFacebookClient({ ...credentials, apiBase: opts.apiBase ?? graph.url }).metrics!({
        tokens: { accessToken: opts.accessToken ?? PAGE_TOKEN },
        profile: { externalId: PAGE.id, username: PAGE.name },
        externalId,
      });

    it('reads a Page post’s reactions, comments and shares, and its views from the insights', async () => {
      expect(await read('1111_900')).toEqual({ impressions: null, likes: 25, comments: 4, shares: 3, views: 812 });
      const fields = graph.calls(`GET ${V}/:id`).map((r) => r.query.get('fields'));
      expect(fields.sort()).toEqual(['comments.summary(total_count).limit(0)', 'id,shares', 'reactions.summary(total_count).limit(0)']);
      expect(graph.calls(`GET ${V}/:id/insights`)[0]!.query.get('metric')).toBe('post_media_view');
      expect(graph.requests.every((r) => r.headers.authorization === `Bearer ${PAGE_TOKEN}` && r.query.get('access_token') === null)).toBe(true);
    });

    it('reads a Page video by its own id: reactions, comments and views from video_insights; no shares', async () => {
      expect(await read('7001')).toEqual({ impressions: null, likes: 6, comments: 1, shares: null, views: 150 });
      expect(graph.calls(`GET ${V}/:id/video_insights`)[0]!.query.get('metric')).toBe('total_video_views');
    });

    it('leaves the numbers Graph does not give unknown, never 0: no shares field, comments and views withheld for a permission', async () => {
      expect(await read('1111_901')).toMatchObject({ shares: null, likes: 0, comments: 0 });
      // A connection made before Inkwell asked for pages_read_user_content and read_insights.
      expect(await read('1111_900', { accessToken: GRAPH_OLD_PAGE_TOKEN })).toEqual({ impressions: null, likes: 25, comments: null, shares: 3, views: null });
    });

    it('says a deleted post (#100, subcode 33) is gone', async () => {
      const err = await socialFailure(read('1111_999'));
      expect(err.kind).toBe('gone');
      expectNoSecrets(err, [PAGE_TOKEN]);
    });

    it('keeps an expired token a reconnect and a rate limit a retry, also when insights are extra', async () => {
      expect((await socialFailure(read('1111_900', { accessToken: 'expired' }))).kind).toBe('reconnect');
      graph.failNext(`GET ${V}/:id/insights`, graphError(4, undefined, 403));
      expect((await socialFailure(read('1111_900'))).kind).toBe('retry');
    });

    it('reads a permission missing for the post itself as numbers out of reach, not as a broken connection', async () => {
      graph.failNext(`GET ${V}/:id`, graphError(200, undefined, 403));
      expect(await socialFailure(read('1111_900'))).toMatchObject({
        kind: 'invalid',
        message: 'Facebook does not let Inkwell read this post’s numbers. Connect the account again and allow everything Inkwell asks for.',
      });
    });

    it('classifies 401, 429 with Retry-After, and 5xx', async () => {
      await expectSharedFailureKinds({ failNext: (reply) => graph.failNext(`GET ${V}/:id`, reply), run: () => read('1111_900') });
    });

    it('treats nothing listening as retry, with no token in the error', async () => {
      const err = await socialFailure(read('1111_900', { apiBase: await closedPortUrl() }));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [PAGE_TOKEN]);
    });
  });
  describe('findRecent', () => {
    const find = (text: string, since: Date, opts: { accessToken?: string; apiBase?: string; page?: (typeof GRAPH_PAGES)[number] } = {}) =>
      createFacebookClient({ ...credentials, apiBase: opts.apiBase ?? graph.url }).findRecent!({
        tokens: { accessToken: opts.accessToken ?? (opts.page ?? PAGE).token },
        profile: { externalId: (opts.page ?? PAGE).id, username: (opts.page ?? PAGE).name },
        since,
        text,
      });

    it('finds the Page post just made among its published posts, with its link', async () => {
      const since = new Date();
      const text = `Open late   tonight\n\n${Math.random()}`;
      const made = await client().publish(input({ text }));
      expect(await find(text.replace(/\s+/g, ' '), since)).toEqual({ externalId: made.externalId, url: `https://www.facebook.com/${made.externalId}` });
      const call = graph.calls(`GET ${V}/:page/published_posts`)[0]!;
      expect(call.path).toBe(`${V}/1111/published_posts`);
      expect(call.headers.authorization).toBe(`Bearer ${PAGE_TOKEN}`);
      expect(call.query.get('access_token')).toBeNull();
      expect(Object.fromEntries(call.query)).toEqual({
        fields: 'id,message,created_time,permalink_url,attachments{media_type,target{id}}',
        since: String(Math.floor((since.getTime() - 120_000) / 1000)),
        limit: '25',
      });
    });

    it('finds a video by its own id, while Facebook processes it (among the Page’s videos) and after (a post showing it)', async () => {
      const since = new Date();
      const text = `Watch this ${Math.random()}`;
      const made = await client().publish(input({ text, media: [testMedia({ kind: 'video', bytes: 10, publicUrl: 'https://inkwell.test/m/v.mp4' })] }));
      expect(await find(text, since)).toEqual(made);
      expect(graph.calls(`GET ${V}/:page/videos`)[0]!.query.get('fields')).toBe('id,description,created_time');
      graph.processVideos();
      graph.requests.length = 0;
      expect(await find(text, since)).toEqual(made);
      expect(graph.calls(`GET ${V}/:page/videos`)).toHaveLength(0);
    });

    it('answers null when the Page has no such post since then: an older one, another Page’s', async () => {
      const text = `Weekly special ${Math.random()}`;
      await client().publish(input({ text, tokens: { accessToken: SHOP.token }, profile: { externalId: SHOP.id, username: SHOP.name } }));
      expect(await find(text, new Date())).toBeNull();
      graph.made.push({ kind: 'post', id: '1111_1', pageId: PAGE.id, text: `Old news ${text}`, createdAt: new Date(Date.now() - 86_400_000) });
      expect(await find(`Old news ${text}`, new Date(Date.now() - 3600_000))).toBeNull();
    });

    it('follows paging.next for older posts, carrying its cursor but no token; past five pages it cannot tell', async () => {
      const since = new Date();
      const text = `Among many ${Math.random()}`;
      const made = await client().publish(input({ text }));
      for (let i = 0; i < 30; i++) await client().publish(input({ text: `Filler ${i} ${Math.random()}` }));
      expect(await find(text, since)).toEqual({ externalId: made.externalId, url: `https://www.facebook.com/${made.externalId}` });
      const pages = graph.calls(`GET ${V}/:page/published_posts`);
      expect(pages).toHaveLength(2);
      expect(pages[1]!.query.get('after')).toBeTruthy();
      expect(pages[1]!.query.get('since')).toBe(pages[0]!.query.get('since'));

      for (let i = 0; i < 100; i++) graph.made.push({ kind: 'post', id: `1111_9${i}`, pageId: PAGE.id, text: `Bulk ${i}`, createdAt: new Date() });
      expect(await socialFailure(find(`Nowhere ${Math.random()}`, since))).toMatchObject({
        kind: 'invalid',
        message: 'This Facebook account posted too much since then for Inkwell to tell whether this post is among it.',
      });
    });

    it('keeps an expired token a reconnect, a rate limit a retry; nothing listening is retry with no token in the error', async () => {
      expect((await socialFailure(find('x', new Date(), { accessToken: 'expired' }))).kind).toBe('reconnect');
      graph.failNext(`GET ${V}/:page/published_posts`, graphError(4, undefined, 403));
      expect((await socialFailure(find('x', new Date()))).kind).toBe('retry');
      await expectSharedFailureKinds({ failNext: (reply) => graph.failNext(`GET ${V}/:page/published_posts`, reply), run: () => find('x', new Date()) });
      const err = await socialFailure(find('x', new Date(), { apiBase: await closedPortUrl() }));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [PAGE_TOKEN]);
    });
  });
});
