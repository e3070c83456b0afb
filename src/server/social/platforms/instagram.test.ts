import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformCredentials, PublishInput } from '../port';
import { GRAPH_VERSION } from './graph';
import { createInstagramClient } from './instagram';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from '../../test/social-platforms/failure-cases';
import { closedPortUrl, startLocalApi, type RecordedRequest } from '../../test/social-platforms/local-api';
import { graphPage, graphTime } from '../../test/social-platforms/local-graph';
import { testMedia } from '../../test/social-platforms/media';

const REDIRECT = 'https://inkwell.test/api/social/oauth/instagram/callback';
const LONG = 'IGAA-long-lived-token-secret';
const V = `/${GRAPH_VERSION}`;
const USER = '17841400000000001';
/** A long-lived token from a connection made before Inkwell asked for instagram_business_manage_insights. */
const OLD = 'IGAA-old-token-secret';

/** Published media and their numbers; the second hides its likes and has too few viewers for insights. */
const MEDIA: Record<string, { likes?: number; comments: number; insights?: { views: number; shares: number; reach: number } }> = {
  '17895695668004550': { likes: 120, comments: 8, insights: { views: 3400, shares: 15, reach: 2100 } },
  '17895695668004551': { comments: 2 },
};

/**
 * Instagram API with Instagram Login as documented: the code exchange at api.instagram.com (a `data`
 * array), the long-lived exchange and refresh at graph.instagram.com (GET), and the container flow.
 */
async function startLocalInstagram() {
  let next = 1;
  const containers = new Map<string, { checks: number; fields: Record<string, unknown>; fail?: string }>();
  /** The account's published media, in order: what `GET /{user}/media` lists. */
  const published: Array<{ id: string; userId: string; caption: string; createdAt: Date }> = [];
  const authed = (req: RecordedRequest) => req.headers.authorization === `Bearer ${LONG}`;
  const expired = { status: 400, json: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190, error_subcode: 463 } } };
  const graphFailure = (status: number, error: Record<string, unknown>) => ({ status, json: { error: { type: 'OAuthException', fbtrace_id: 'A1', ...error } } });
  const missing = (id: string) =>
    graphFailure(400, { message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, type: 'GraphMethodException', code: 100, error_subcode: 33 });
  const api = await startLocalApi({
    'POST /oauth/access_token': (req) => {
      const form = Object.fromEntries(req.form());
      if (form.client_id !== 'ig-app' || form.client_secret !== 'ig-secret' || form.code !== 'ig-code' || form.redirect_uri !== REDIRECT) {
        return { status: 400, json: { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' } };
      }
      return { json: { data: [{ access_token: 'IGQ-short', user_id: USER, permissions: 'instagram_business_basic,instagram_business_content_publish' }] } };
    },
    'GET /access_token': (req) =>
      req.query.get('grant_type') === 'ig_exchange_token' && req.query.get('access_token') === 'IGQ-short' && req.query.get('client_secret') === 'ig-secret'
        ? { json: { access_token: LONG, token_type: 'bearer', expires_in: 5183944 } }
        : expired,
    'GET /refresh_access_token': (req) =>
      req.query.get('grant_type') === 'ig_refresh_token' && req.query.get('access_token') === LONG
        ? { json: { access_token: `${LONG}-renewed`, token_type: 'bearer', expires_in: 5183944 } }
        : expired,
    [`GET ${V}/me`]: (req) => (authed(req) ? { json: { user_id: USER, username: 'inkwell.studio', id: 'app-scoped-1' } } : expired),
    [`POST ${V}/:user/media`]: (req) => {
      if (!authed(req)) return expired;
      const fields = req.json();
      const id = `c${next++}`;
      containers.set(id, { checks: 0, fields, fail: (typeof fields.caption === 'string' && fields.caption.includes('break')) ? 'Error: Media upload has failed with error code 2207026' : undefined });
      return { json: { id } };
    },
    [`GET ${V}/:id`]: (req) => {
      if (req.query.get('fields') === 'id,like_count,comments_count') {
        if (!authed(req) && req.headers.authorization !== `Bearer ${OLD}`) return expired;
        const media = MEDIA[req.params.id!];
        if (!media) return missing(req.params.id!);
        // A like count the owner hid is left out.
        return { json: { id: req.params.id, ...(media.likes === undefined ? {} : { like_count: media.likes }), comments_count: media.comments } };
      }
      const container = containers.get(req.params.id!);
      if (!container) return { json: { id: req.params.id, permalink: `https://www.instagram.com/p/${req.params.id}/` } };
      container.checks++;
      if (container.fail) return { json: { id: req.params.id, status_code: 'ERROR', status: container.fail } };
      const video = container.fields.video_url !== undefined || container.fields.media_type === 'CAROUSEL';
      return { json: { id: req.params.id, status_code: video && container.checks < 2 ? 'IN_PROGRESS' : 'FINISHED' } };
    },
    [`GET ${V}/:id/insights`]: (req) => {
      if (req.headers.authorization === `Bearer ${OLD}`) return graphFailure(403, { message: '(#10) Application does not have permission for this action', code: 10 });
      if (!authed(req)) return expired;
      const media = MEDIA[req.params.id!];
      if (!media) return missing(req.params.id!);
      if (!media.insights) return graphFailure(400, { message: '(#10) Not enough viewers for the media to show insights', code: 10 });
      const metrics = req.query.get('metric')!.split(',');
      // Meta retired media impressions in 2025: asking for them fails the whole request.
      if (metrics.some((m) => !['views', 'shares', 'reach'].includes(m))) return graphFailure(400, { message: '(#100) metric[0] must be one of the following values: views, reach, shares…', code: 100 });
      const data = metrics.map((name) => ({
        name,
        period: 'lifetime',
        values: [{ value: media.insights![name as keyof typeof media.insights] }],
        title: name,
        description: `Total ${name}`,
        id: `${req.params.id}/insights/${name}/lifetime`,
      }));
      return { json: { data } };
    },
    [`POST ${V}/:user/media_publish`]: (req) => {
      const { creation_id } = req.json() as { creation_id: string };
      const container = containers.get(creation_id);
      if (!container || container.checks === 0) return { status: 400, json: { error: { message: 'Media ID is not available', code: 9007, error_subcode: 2207027 } } };
      published.push({ id: `m${creation_id}`, userId: req.params.user!, caption: typeof container.fields.caption === 'string' ? container.fields.caption : '', createdAt: new Date() });
      return { json: { id: `m${creation_id}` } };
    },
    [`GET ${V}/:user/media`]: (req) => {
      if (!authed(req)) return expired;
      if (req.query.get('fields') !== 'id,caption,timestamp,permalink') return graphFailure(400, { message: '(#100) Tried accessing nonexisting field', code: 100 });
      const mine = published.filter((media) => media.userId === req.params.user);
      return graphPage(req, mine, (media) => ({ id: media.id, caption: media.caption, timestamp: graphTime(media.createdAt), permalink: `https://www.instagram.com/p/${media.id}/` }));
    },
  });
  return { ...api, published };
}

describe('Instagram client', () => {
  let api: Awaited<ReturnType<typeof startLocalInstagram>>;
  let credentials: PlatformCredentials;

  beforeAll(async () => {
    api = await startLocalInstagram();
    credentials = { clientId: 'ig-app', clientSecret: 'ig-secret', tokenUrl: `${api.url}/oauth/access_token`, apiBase: api.url, timeoutMs: 5000 };
  });
  afterAll(() => api.close());
  beforeEach(() => void (api.requests.length = 0));

  const client = () => createInstagramClient(credentials, { pollIntervalMs: 1 });
  const jpeg = (name: string) => testMedia({ kind: 'image', bytes: 10, contentType: 'image/jpeg', publicUrl: `https://inkwell.test/m/${name}.jpg` });
  const input = (over: Partial<PublishInput> = {}): PublishInput => ({
    tokens: { accessToken: LONG },
    profile: { externalId: USER, username: 'inkwell.studio' },
    text: 'Fresh ink #studio',
    media: [jpeg('one')],
    thread: false,
    ...over,
  });

  it('sends the creator to Instagram’s consent page with the business scopes', () => {
    const url = new URL(createInstagramClient({ clientId: 'ig-app', clientSecret: 's', timeoutMs: 1000 }).authorize({ state: 'st', codeChallenge: 'c', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe('https://www.instagram.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'ig-app',
      redirect_uri: REDIRECT,
      scope: 'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_insights',
      state: 'st',
    });
  });

  it('exchanges the code, then swaps the short-lived token for a long-lived one that renews itself', async () => {
    const tokens = await client().exchange({ code: 'ig-code', codeVerifier: 'unused', redirectUri: REDIRECT });
    expect(tokens).toMatchObject({ accessToken: LONG, refreshToken: LONG, scope: 'instagram_business_basic,instagram_business_content_publish' });
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
    expect((await socialFailure(client().exchange({ code: 'bad', codeVerifier: '', redirectUri: REDIRECT }))).kind).toBe('invalid');
  });

  it('refreshes the long-lived token with itself; an expired one means reconnect', async () => {
    const renewed = await client().refresh({ refreshToken: LONG });
    expect(renewed).toMatchObject({ accessToken: `${LONG}-renewed`, refreshToken: `${LONG}-renewed` });
    expect((await socialFailure(client().refresh({ refreshToken: 'expired' }))).kind).toBe('reconnect');
  });

  it('reads the professional account’s id and username', async () => {
    expect(await client().profile({ tokens: { accessToken: LONG } })).toEqual({ externalId: USER, username: 'inkwell.studio' });
  });

  it('publishes an image: container, status FINISHED, media_publish, permalink', async () => {
    const outcome = await client().publish(input());
    expect(api.calls(`POST ${V}/:user/media`)[0]!.json()).toEqual({ image_url: 'https://inkwell.test/m/one.jpg', caption: 'Fresh ink #studio' });
    expect(outcome).toEqual({ externalId: expect.stringMatching(/^mc/) as string, url: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//) as string });
  });

  it('publishes a video as a reel after waiting for processing', async () => {
    await client().publish(input({ media: [testMedia({ kind: 'video', bytes: 10, publicUrl: 'https://inkwell.test/m/v.mp4' })] }));
    expect(api.calls(`POST ${V}/:user/media`)[0]!.json()).toMatchObject({ media_type: 'REELS', video_url: 'https://inkwell.test/m/v.mp4' });
    expect(api.calls(`GET ${V}/:id`).length).toBeGreaterThanOrEqual(2);
  });


  it('refuses a post without media, with two files, with a PNG, too long or with too many hashtags, before any call', async () => {
    expect(await socialFailure(client().publish(input({ media: [] })))).toMatchObject({ kind: 'invalid', message: 'Instagram needs an image or a video: attach one to publish there.' });
    expect((await socialFailure(client().publish(input({ media: [jpeg('a'), jpeg('b')] })))).message).toBe('Instagram takes one image or video per post.');
    expect(await socialFailure(client().publish(input({ media: [testMedia({ kind: 'image', bytes: 10 })] })))).toMatchObject({ message: 'Instagram takes JPEG images only.' });
    expect((await socialFailure(client().publish(input({ text: 'x'.repeat(2201) })))).message).toMatch(/^Too long for Instagram/);
    expect((await socialFailure(client().publish(input({ text: Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ') })))).message).toBe(
      'Instagram allows at most 30 hashtags in a caption.',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('explains a container Instagram could not process, by its error code', async () => {
    const err = await socialFailure(client().publish(input({ text: 'this will break' })));
    expect(err.kind).toBe('invalid');
    expect(err.message).toMatch(/does not accept this video/);
  });

  it('classifies 401, 429 with Retry-After, and 5xx', async () => {
    await expectSharedFailureKinds({ failNext: (reply) => api.failNext(`POST ${V}/:user/media`, reply), run: () => client().publish(input()) });
  });

  it('treats nothing listening as retry, with no token in the error', async () => {
    const err = await socialFailure(createInstagramClient({ ...credentials, apiBase: await closedPortUrl() }).publish(input()));
    expect(err.kind).toBe('retry');
    expectNoSecrets(err, [LONG]);
  });

  describe('metrics', () => {
    const read = (externalId: string, opts: { accessToken?: string; apiBase?: string } = {}) =>
      createInstagramClient({ ...credentials, apiBase: opts.apiBase ?? api.url }).metrics!({
        tokens: { accessToken: opts.accessToken ?? LONG },
        profile: { externalId: USER, username: 'inkwell.studio' },
        externalId,
      });

    it('reads likes and comments from the media, views and shares from its insights', async () => {
      expect(await read('17895695668004550')).toEqual({ impressions: null, likes: 120, comments: 8, shares: 15, views: 3400 });
      expect(api.calls(`GET ${V}/:id/insights`)[0]!.query.get('metric')).toBe('views,shares');
      expect(api.requests.every((r) => r.headers.authorization === `Bearer ${LONG}` && r.query.get('access_token') === null)).toBe(true);
    });

    it('leaves the numbers Instagram does not give unknown, never 0: a hidden like count, insights withheld', async () => {
      expect(await read('17895695668004551')).toEqual({ impressions: null, likes: null, comments: 2, shares: null, views: null });
      // Connected before Inkwell asked for instagram_business_manage_insights.
      expect(await read('17895695668004550', { accessToken: OLD })).toEqual({ impressions: null, likes: 120, comments: 8, shares: null, views: null });
    });

    it('says deleted media (#100, subcode 33) is gone', async () => {
      const err = await socialFailure(read('17895695668009999'));
      expect(err.kind).toBe('gone');
      expectNoSecrets(err, [LONG]);
    });

    it('keeps an expired token a reconnect', async () => {
      expect((await socialFailure(read('17895695668004550', { accessToken: 'expired' }))).kind).toBe('reconnect');
    });

    it('classifies 401, 429 with Retry-After, and 5xx', async () => {
      await expectSharedFailureKinds({ failNext: (reply) => api.failNext(`GET ${V}/:id`, reply), run: () => read('17895695668004550') });
      await expectSharedFailureKinds({ failNext: (reply) => api.failNext(`GET ${V}/:id/insights`, reply), run: () => read('17895695668004550') });
    });

    it('treats nothing listening as retry, with no token in the error', async () => {
      const err = await socialFailure(read('17895695668004550', { apiBase: await closedPortUrl() }));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [LONG]);
    });
  });
  describe('findRecent', () => {
    const find = (text: string, since: Date, opts: { accessToken?: string; apiBase?: string } = {}) =>
      createInstagramClient({ ...credentials, apiBase: opts.apiBase ?? api.url }).findRecent!({
        tokens: { accessToken: opts.accessToken ?? LONG },
        profile: { externalId: USER, username: 'inkwell.studio' },
        since,
        text,
      });

    it('finds the media just published by its caption, with its permalink', async () => {
      const since = new Date();
      const text = `Fresh ink ${Math.random()} #studio`;
      const made = await client().publish(input({ text }));
      expect(await find(text, since)).toEqual(made);
      const call = api.calls(`GET ${V}/:user/media`)[0]!;
      expect(call.path).toBe(`${V}/${USER}/media`);
      expect(call.headers.authorization).toBe(`Bearer ${LONG}`);
      expect(Object.fromEntries(call.query)).toEqual({ fields: 'id,caption,timestamp,permalink', since: String(Math.floor((since.getTime() - 120_000) / 1000)), limit: '25' });
    });

    it('answers null for a container never published, and for media from before', async () => {
      const text = `Never published ${Math.random()}`;
      // A container made (as a publish cut off before media_publish leaves it), never published.
      await fetch(`${api.url}${V}/${USER}/media`, { method: 'POST', headers: { authorization: `Bearer ${LONG}`, 'content-type': 'application/json' }, body: JSON.stringify({ image_url: 'https://inkwell.test/m/one.jpg', caption: text }) });
      expect(await find(text, new Date(Date.now() - 60_000))).toBeNull();
      api.published.push({ id: 'm-old', userId: USER, caption: `Last year ${text}`, createdAt: new Date(Date.now() - 365 * 86_400_000) });
      expect(await find(`Last year ${text}`, new Date(Date.now() - 60_000))).toBeNull();
    });

    it('reads the next pages by their cursor; past five it cannot tell', async () => {
      const since = new Date();
      const text = `First of a busy day ${Math.random()}`;
      const made = await client().publish(input({ text }));
      for (let i = 0; i < 30; i++) api.published.push({ id: `m-busy-${i}`, userId: USER, caption: `Busy ${i}`, createdAt: new Date() });
      expect(await find(text, since)).toEqual(made);
      expect(api.calls(`GET ${V}/:user/media`).map((r) => r.query.has('after'))).toEqual([false, true]);
      for (let i = 0; i < 100; i++) api.published.push({ id: `m-bulk-${i}`, userId: USER, caption: `Bulk ${i}`, createdAt: new Date() });
      expect(await socialFailure(find(`Nowhere ${Math.random()}`, since))).toMatchObject({
        kind: 'invalid',
        message: 'This Instagram account posted too much since then for Inkwell to tell whether this post is among it.',
      });
    });

    it('keeps an expired token a reconnect; 401, 429 and 5xx as everywhere; nothing listening is retry with no token in the error', async () => {
      expect((await socialFailure(find('x', new Date(), { accessToken: 'expired' }))).kind).toBe('reconnect');
      await expectSharedFailureKinds({ failNext: (reply) => api.failNext(`GET ${V}/:user/media`, reply), run: () => find('x', new Date()) });
      const err = await socialFailure(find('x', new Date(), { apiBase: await closedPortUrl() }));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [LONG]);
    });
  });
});
