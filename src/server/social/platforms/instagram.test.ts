import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformCredentials, PublishInput } from '../port';
import { GRAPH_VERSION } from './graph';
import { createInstagramClient } from './instagram';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from './testing/failure-cases';
import { closedPortUrl, startLocalApi, type RecordedRequest } from './testing/local-api';
import { testMedia } from './testing/media';

const REDIRECT = 'https://inkwell.test/api/social/oauth/instagram/callback';
const LONG = 'IGAA-long-lived-token-secret';
const V = `/${GRAPH_VERSION}`;
const USER = '17841400000000001';

/**
 * Instagram API with Instagram Login as documented: the code exchange at api.instagram.com (a `data`
 * array), the long-lived exchange and refresh at graph.instagram.com (GET), and the container flow.
 */
async function startLocalInstagram() {
  let next = 1;
  const containers = new Map<string, { checks: number; fields: Record<string, unknown>; fail?: string }>();
  const authed = (req: RecordedRequest) => req.headers.authorization === `Bearer ${LONG}`;
  const expired = { status: 400, json: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190, error_subcode: 463 } } };
  return startLocalApi({
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
      const container = containers.get(req.params.id!);
      if (!container) return { json: { id: req.params.id, permalink: `https://www.instagram.com/p/${req.params.id}/` } };
      container.checks++;
      if (container.fail) return { json: { id: req.params.id, status_code: 'ERROR', status: container.fail } };
      const video = container.fields.video_url !== undefined || container.fields.media_type === 'CAROUSEL';
      return { json: { id: req.params.id, status_code: video && container.checks < 2 ? 'IN_PROGRESS' : 'FINISHED' } };
    },
    [`POST ${V}/:user/media_publish`]: (req) => {
      const { creation_id } = req.json() as { creation_id: string };
      const container = containers.get(creation_id);
      if (!container || container.checks === 0) return { status: 400, json: { error: { message: 'Media ID is not available', code: 9007, error_subcode: 2207027 } } };
      return { json: { id: `m${creation_id}` } };
    },
  });
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
      scope: 'instagram_business_basic,instagram_business_content_publish',
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
});
