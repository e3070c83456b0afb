import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformCredentials, PublishInput } from '../port';
import { LINKEDIN_VERSION, createLinkedInClient } from './linkedin';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from '../../test/social-platforms/failure-cases';
import { closedPortUrl, startLocalApi, type RecordedRequest } from '../../test/social-platforms/local-api';
import { testMedia } from '../../test/social-platforms/media';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';

const REDIRECT = 'https://inkwell.test/api/social/oauth/linkedin/callback';
const TOKEN = 'li-access-token-secret';

/** LinkedIn's userinfo, Posts, Images and Videos APIs, with their headers (x-restli-id, ETag, LinkedIn-Version). */
async function startLocalLinkedIn() {
  let next = 1;
  const videos = new Map<string, { parts: number; received: number; status: string; checks: number }>();
  const versioned = (req: RecordedRequest) => req.headers['linkedin-version'] === LINKEDIN_VERSION && req.headers['x-restli-protocol-version'] === '2.0.0';
  const posted = new Set<string>();
  // Social action summaries as LinkedIn sends them; the second post's answer has no comments summary.
  const socialActions: Record<string, Record<string, unknown>> = {
    'urn:li:share:7001': {
      likesSummary: { selectedLikes: ['urn:li:like:(urn:li:person:abc,urn:li:activity:7100)'], likedByCurrentUser: false, totalLikes: 12 },
      commentsSummary: { selectedComments: [], totalFirstLevelComments: 3, aggregatedTotalComments: 5 },
    },
    'urn:li:ugcPost:7002': { likesSummary: { selectedLikes: [], likedByCurrentUser: false, totalLikes: 0 } },
  };
  const api = await startLocalApi({
    'GET /v2/userinfo': (req) =>
      req.headers.authorization === `Bearer ${TOKEN}`
        ? { json: { sub: '782bbtaQ', name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace' } }
        : { status: 401, json: { serviceErrorCode: 65600, message: 'Invalid access token', status: 401 } },
    'POST /rest/posts': (req) => {
      if (!versioned(req)) return { status: 426, json: { status: 426, message: 'Requested version is not active' } };
      const post = req.json() as { commentary: string; author: string };
      if (post.author !== 'urn:li:person:782bbtaQ') return { status: 403, json: { status: 403, message: 'Not enough permissions' } };
      if (posted.has(post.commentary)) return { status: 422, json: { status: 422, message: 'Content is a duplicate of urn:li:share:1' } };
      posted.add(post.commentary);
      return { status: 201, headers: { 'x-restli-id': `urn:li:share:${7000 + next++}` } };
    },
    'POST /rest/images': (req) => {
      if (!versioned(req) || req.query.get('action') !== 'initializeUpload') return { status: 400, json: { message: 'bad' } };
      const id = next++;
      return { json: { value: { uploadUrlExpiresAt: 1, uploadUrl: `${api.url}/dms-uploads/image-${id}`, image: `urn:li:image:D${id}` } } };
    },
    'PUT /dms-uploads/:name': (req) => ({ status: 201, headers: { etag: `"etag-${req.params.name}-${req.body.length}"` } }),
    'POST /rest/videos': (req) => {
      const body = req.json() as Record<string, Record<string, unknown>>;
      if (req.query.get('action') === 'initializeUpload') {
        const size = Number(body.initializeUploadRequest!.fileSizeBytes);
        const urn = `urn:li:video:V${next++}`;
        const half = Math.floor(size / 2);
        videos.set(urn, { parts: 2, received: 0, status: 'WAITING_UPLOAD', checks: 0 });
        return {
          json: {
            value: {
              video: urn,
              uploadToken: 'tok',
              uploadInstructions: [
                { uploadUrl: `${api.url}/dms-uploads/v-b`, firstByte: half, lastByte: size - 1 },
                { uploadUrl: `${api.url}/dms-uploads/v-a`, firstByte: 0, lastByte: half - 1 },
              ],
            },
          },
        };
      }
      const request = body.finalizeUploadRequest!;
      const video = videos.get(String(request.video));
      if (!video || (request.uploadedPartIds as string[]).length !== video.parts) return { status: 400, json: { message: 'parts missing' } };
      video.status = 'PROCESSING';
      return { status: 200, json: {} };
    },
    'GET /rest/socialActions/:urn': (req) => {
      if (!versioned(req)) return { status: 426, json: { status: 426, message: 'Requested version is not active' } };
      if (req.headers.authorization === 'Bearer li-member-without-r_member_social') {
        return { status: 403, json: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: socialActions.GET.20260501' } };
      }
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, json: { serviceErrorCode: 65600, message: 'Invalid access token', status: 401 } };
      const summary = socialActions[req.params.urn!];
      if (!summary) return { status: 404, json: { status: 404, code: 'NOT_FOUND', message: `Not found: ${req.params.urn}` } };
      return { json: { $URN: 'urn:li:activity:7100', target: req.params.urn, ...summary } };
    },
    'GET /rest/videos/:urn': (req) => {
      const video = videos.get(req.params.urn!)!;
      if (++video.checks > 1) video.status = 'AVAILABLE';
      return { json: { id: req.params.urn, status: video.status } };
    },
  });
  return api;
}

describe('LinkedIn client', () => {
  let oauthServer: Awaited<ReturnType<typeof startOAuthServer>>;
  let api: Awaited<ReturnType<typeof startLocalLinkedIn>>;
  let credentials: PlatformCredentials;

  beforeAll(async () => {
    oauthServer = await startOAuthServer();
    api = await startLocalLinkedIn();
    credentials = { clientId: 'li-client', clientSecret: 'li-secret', authUrl: oauthServer.authUrl, tokenUrl: oauthServer.tokenUrl, apiBase: api.url, timeoutMs: 5000 };
  });
  afterAll(async () => {
    await oauthServer.close();
    await api.close();
  });
  beforeEach(() => void (api.requests.length = 0));

  const client = () => createLinkedInClient(credentials, { pollIntervalMs: 1 });
  const input = (over: Partial<PublishInput> = {}): PublishInput => ({
    tokens: { accessToken: TOKEN },
    profile: { externalId: '782bbtaQ', username: 'Ada Lovelace' },
    text: `Notes on the engine (part ${Math.random()})`,
    media: [],
    thread: false,
    ...over,
  });

  it('sends the member to LinkedIn’s consent page with its scopes (no PKCE for web apps)', () => {
    const url = new URL(createLinkedInClient({ clientId: 'li-client', clientSecret: 's', timeoutMs: 1000 }).authorize({ state: 'st', codeChallenge: 'ch', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: 'li-client', redirect_uri: REDIRECT, scope: 'openid profile w_member_social', state: 'st' });
  });

  it('exchanges the code with the secret in the form', async () => {
    let form: Record<string, unknown> = {};
    oauthServer.service.once('beforeResponse', (_res, req) => void (form = { ...(req.body as Record<string, unknown>) }));
    const c = client();
    const code = await oauthServer.codeFrom(c.authorize({ state: 's', codeChallenge: 'unused', redirectUri: REDIRECT }));
    const tokens = await c.exchange({ code, codeVerifier: 'unused', redirectUri: REDIRECT });
    expect(tokens.accessToken).toBeTruthy();
    expect(form).toMatchObject({ grant_type: 'authorization_code', code, client_id: 'li-client', client_secret: 'li-secret', redirect_uri: REDIRECT });
    expect(form.code_verifier).toBeUndefined();
  });

  it('asks for a reconnect when there is no refresh token, and refreshes when LinkedIn gave one', async () => {
    expect((await socialFailure(client().refresh({ refreshToken: '' }))).kind).toBe('reconnect');
    expect((await client().refresh({ refreshToken: 'partner-refresh' })).accessToken).toBeTruthy();
    oauthServer.service.once('beforeResponse', (res) => {
      res.body = { error: 'invalid_grant' };
      res.statusCode = 400;
    });
    expect((await socialFailure(client().refresh({ refreshToken: 'expired' }))).kind).toBe('reconnect');
  });

  it('reads the member from /v2/userinfo', async () => {
    expect(await client().profile({ tokens: { accessToken: TOKEN } })).toEqual({ externalId: '782bbtaQ', username: 'Ada Lovelace' });
    expect((await socialFailure(client().profile({ tokens: { accessToken: 'revoked' } }))).kind).toBe('reconnect');
  });

  it('publishes as the member with the version headers and escaped text, and links to the post', async () => {
    const outcome = await client().publish(input({ text: 'Ship it (today) #launch' }));
    expect(outcome.externalId).toMatch(/^urn:li:share:\d+$/);
    expect(outcome.url).toBe(`https://www.linkedin.com/feed/update/${outcome.externalId}/`);
    const post = api.calls('POST /rest/posts')[0]!.json();
    expect(post).toMatchObject({ author: 'urn:li:person:782bbtaQ', commentary: 'Ship it \\(today\\) #launch', visibility: 'PUBLIC', lifecycleState: 'PUBLISHED' });
    expect(post.content).toBeUndefined();
  });

  it('uploads an image and attaches it', async () => {
    const image = testMedia({ kind: 'image', bytes: 200_000 });
    await client().publish(input({ media: [image] }));
    const upload = api.calls('PUT /dms-uploads/:name')[0]!;
    expect(upload.body.equals(image.data)).toBe(true);
    expect(api.calls('POST /rest/posts')[0]!.json().content).toEqual({ media: { id: expect.stringMatching(/^urn:li:image:/) as string } });
  });

  it('posts several images as a multi-image post', async () => {
    await client().publish(input({ media: [testMedia({ kind: 'image', bytes: 10 }), testMedia({ kind: 'image', bytes: 20 })] }));
    const content = api.calls('POST /rest/posts')[0]!.json().content as { multiImage: { images: unknown[] } };
    expect(content.multiImage.images).toHaveLength(2);
  });

  it('uploads a video in the parts LinkedIn asks for, finalizes with their ETags and waits until it is available', async () => {
    const video = testMedia({ kind: 'video', bytes: 300_001 });
    await client().publish(input({ media: [video] }));
    const parts = api.calls('PUT /dms-uploads/:name');
    expect(parts.map((p) => p.path)).toEqual(['/dms-uploads/v-a', '/dms-uploads/v-b']);
    expect(Buffer.concat(parts.map((p) => p.body)).equals(video.data)).toBe(true);
    expect(api.calls('GET /rest/videos/:urn').length).toBeGreaterThanOrEqual(2);
    expect(api.calls('POST /rest/posts')[0]!.json().content).toEqual({ media: { id: expect.stringMatching(/^urn:li:video:/) as string } });
  });

  it('refuses a post over 3000 characters, before any call', async () => {
    expect(await socialFailure(client().publish(input({ text: 'x'.repeat(3001) })))).toMatchObject({
      kind: 'invalid',
      message: 'Too long for LinkedIn: 3,001 of 3,000 characters. Shorten it to publish there.',
    });
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a video mixed with images, before any call', async () => {
    const err = await socialFailure(client().publish(input({ media: [testMedia({ kind: 'video', bytes: 10 }), testMedia({ kind: 'image', bytes: 10 })] })));
    expect(err.kind).toBe('invalid');
    expect(api.requests).toHaveLength(0);
  });

  it('says plainly that LinkedIn refuses the same text twice', async () => {
    await client().publish(input({ text: 'Twice' }));
    expect(await socialFailure(client().publish(input({ text: 'Twice' })))).toMatchObject({ kind: 'invalid', message: 'LinkedIn refuses to post the same text twice.' });
  });

  it('classifies 401, 429 with Retry-After, and 5xx', async () => {
    await expectSharedFailureKinds({ failNext: (reply) => api.failNext('POST /rest/posts', reply), run: () => client().publish(input()) });
  });

  it('treats nothing listening as retry, with no token in the error', async () => {
    const err = await socialFailure(createLinkedInClient({ ...credentials, apiBase: await closedPortUrl() }).publish(input()));
    expect(err.kind).toBe('retry');
    expectNoSecrets(err, [TOKEN]);
  });

  describe('metrics', () => {
    const read = (externalId: string, accessToken = TOKEN, apiBase = api.url) =>
      createLinkedInClient({ ...credentials, apiBase }).metrics!({ tokens: { accessToken }, profile: { externalId: '782bbtaQ', username: 'Ada Lovelace' }, externalId });

    it('reads likes and comments (with replies) from the post’s social actions, with the version headers', async () => {
      expect(await read('urn:li:share:7001')).toEqual({ impressions: null, likes: 12, comments: 5, shares: null, views: null });
      const call = api.calls('GET /rest/socialActions/:urn')[0]!;
      expect(call.path).toBe('/rest/socialActions/urn%3Ali%3Ashare%3A7001');
      expect(call.headers['linkedin-version']).toBe(LINKEDIN_VERSION);
    });

    it('leaves the numbers LinkedIn does not give unknown, never 0', async () => {
      expect(await read('urn:li:ugcPost:7002')).toEqual({ impressions: null, likes: 0, comments: null, shares: null, views: null });
    });

    it('says a deleted post (404) is gone', async () => {
      const err = await socialFailure(read('urn:li:share:404'));
      expect(err.kind).toBe('gone');
      expect(err.opts.status).toBe(404);
      expectNoSecrets(err, [TOKEN]);
    });

    it('says plainly that LinkedIn keeps the numbers from apps it has not approved (403)', async () => {
      expect(await socialFailure(read('urn:li:share:7001', 'li-member-without-r_member_social'))).toMatchObject({
        kind: 'invalid',
        message: 'LinkedIn does not let Inkwell read this post’s numbers: it allows that only to apps it has approved.',
      });
    });

    it('classifies 401, 429 with Retry-After, and 5xx', async () => {
      await expectSharedFailureKinds({ failNext: (reply) => api.failNext('GET /rest/socialActions/:urn', reply), run: () => read('urn:li:share:7001') });
    });

    it('treats nothing listening as retry, with no token in the error', async () => {
      const err = await socialFailure(read('urn:li:share:7001', TOKEN, await closedPortUrl()));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [TOKEN]);
    });
  });
});
