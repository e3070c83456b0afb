import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postLength } from '../../../contract/post-length';
import type { PlatformCredentials, PublishInput } from '../port';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from '../../test/social-platforms/failure-cases';
import { closedPortUrl, startLocalApi, type RecordedRequest } from '../../test/social-platforms/local-api';
import { testMedia } from '../../test/social-platforms/media';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';
import { createTwitterClient } from './twitter';

const REDIRECT = 'https://inkwell.test/api/social/oauth/twitter/callback';
const TOKEN = 'x-access-token-secret-value';

/** X API v2's subset Inkwell uses, as documented: `{data}` answers, problem details for errors. */
async function startLocalX() {
  let nextId = 1000;
  const uploads = new Map<string, { bytes: number; segments: number; statusChecks: number }>();
  const authorized = (req: RecordedRequest) => req.headers.authorization === `Bearer ${TOKEN}`;
  const unauthorized = { status: 401, json: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' } };
  const posted = new Set<string>();
  // Posts' public_metrics as X sends them; one from before X counted impressions and quotes.
  const numbers: Record<string, Record<string, number>> = {
    '1460323737035677698': { retweet_count: 3, reply_count: 2, like_count: 40, quote_count: 1, bookmark_count: 5, impression_count: 1200 },
    '1212092628029698048': { retweet_count: 1, reply_count: 0, like_count: 7 },
  };
  return startLocalApi({
    'GET /2/tweets/:id': (req) => {
      if (!authorized(req)) return unauthorized;
      const id = req.params.id!;
      if (!numbers[id]) {
        // A deleted post: 200, a problem in `errors`, no `data`.
        return {
          json: {
            errors: [
              { value: id, detail: `Could not find tweet with id: [${id}].`, title: 'Not Found Error', resource_type: 'tweet', parameter: 'id', resource_id: id, type: 'https://api.twitter.com/2/problems/resource-not-found' },
            ],
          },
        };
      }
      const fields = req.query.get('tweet.fields')?.split(',') ?? [];
      return { json: { data: { id, text: 'A post', edit_history_tweet_ids: [id], ...(fields.includes('public_metrics') ? { public_metrics: numbers[id] } : {}) } } };
    },
    'GET /2/users/me': (req) => (authorized(req) ? { json: { data: { id: '2244994945', name: 'Ink Well', username: 'inkwell_app' } } } : unauthorized),
    'POST /2/tweets': (req) => {
      if (!authorized(req)) return unauthorized;
      const body = req.json() as { text: string };
      if (postLength('twitter', body.text) > 280) return { status: 400, json: { title: 'Invalid Request', detail: 'Tweet text is too long.' } };
      if (posted.has(body.text)) {
        return { status: 403, json: { detail: 'You are not allowed to create a Tweet with duplicate content.', type: 'about:blank', title: 'Forbidden', status: 403 } };
      }
      posted.add(body.text);
      return { status: 201, json: { data: { id: String(nextId++), text: body.text, edit_history_tweet_ids: [] } } };
    },
    'POST /2/media/upload': async (req) => {
      const form = await req.formData();
      const media = form.get('media');
      if (!(media instanceof Blob) || form.get('media_category') !== 'tweet_image') return { status: 400, json: { detail: 'bad upload' } };
      return { json: { data: { id: String(nextId++), media_key: '3_x', size: media.size } } };
    },
    'POST /2/media/upload/initialize': (req) => {
      const body = req.json() as { total_bytes: number; media_category: string };
      const id = String(nextId++);
      uploads.set(id, { bytes: body.total_bytes, segments: 0, statusChecks: 0 });
      return { json: { data: { id, media_key: `7_${id}`, expires_after_secs: 86400 } } };
    },
    'POST /2/media/upload/:id/append': async (req) => {
      const upload = uploads.get(req.params.id!);
      const form = await req.formData();
      if (!upload || Number(form.get('segment_index')) !== upload.segments) return { status: 400, json: { detail: 'segment out of order' } };
      upload.segments++;
      upload.bytes -= (form.get('media') as Blob).size;
      return { json: { data: { expires_at: 1 } } };
    },
    'POST /2/media/upload/:id/finalize': (req) => {
      const upload = uploads.get(req.params.id!);
      if (!upload || upload.bytes !== 0) return { status: 400, json: { detail: 'incomplete' } };
      return { json: { data: { id: req.params.id, processing_info: { state: 'pending', check_after_secs: 1 } } } };
    },
    'GET /2/media/upload': (req) => {
      const upload = uploads.get(req.query.get('media_id')!)!;
      upload.statusChecks++;
      const state = upload.statusChecks < 2 ? 'in_progress' : 'succeeded';
      return { json: { data: { id: req.query.get('media_id'), processing_info: { state, check_after_secs: 1 } } } };
    },
  });
}

describe('X client', () => {
  let oauthServer: Awaited<ReturnType<typeof startOAuthServer>>;
  let api: Awaited<ReturnType<typeof startLocalX>>;
  let credentials: PlatformCredentials;

  beforeAll(async () => {
    oauthServer = await startOAuthServer();
    api = await startLocalX();
    credentials = { clientId: 'x-client', clientSecret: 'x-secret', authUrl: oauthServer.authUrl, tokenUrl: oauthServer.tokenUrl, apiBase: api.url, timeoutMs: 5000 };
  });
  afterAll(async () => {
    await oauthServer.close();
    await api.close();
  });
  beforeEach(() => void (api.requests.length = 0));

  const client = () => createTwitterClient(credentials, { pollIntervalMs: 1 });
  const input = (over: Partial<PublishInput> = {}): PublishInput => ({
    tokens: { accessToken: TOKEN },
    profile: { externalId: '2244994945', username: 'inkwell_app' },
    text: `A post about ink ${Math.random()}`,
    media: [],
    thread: false,
    ...over,
  });

  it('sends the creator to X’s consent page with the scopes and PKCE S256', () => {
    const url = new URL(createTwitterClient({ clientId: 'x-client', clientSecret: 's', timeoutMs: 1000 }).authorize({ state: 'st', codeChallenge: 'ch', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe('https://x.com/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'x-client',
      redirect_uri: REDIRECT,
      scope: 'tweet.read tweet.write users.read media.write offline.access',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it('connects through the OAuth dance and refuses a wrong verifier', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const c = client();
    const code = await oauthServer.codeFrom(c.authorize({ state: 's', codeChallenge: await oauth.calculatePKCECodeChallenge(verifier), redirectUri: REDIRECT }));
    const tokens = await c.exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT });
    expect(tokens.refreshToken).toBeTruthy();

    const other = await oauthServer.codeFrom(c.authorize({ state: 's', codeChallenge: await oauth.calculatePKCECodeChallenge(verifier), redirectUri: REDIRECT }));
    expect((await socialFailure(c.exchange({ code: other, codeVerifier: oauth.generateRandomCodeVerifier(), redirectUri: REDIRECT }))).kind).toBe('invalid');
  });

  it('refreshes with rotation; invalid_grant means reconnect', async () => {
    const tokens = await client().refresh({ refreshToken: 'r1' });
    expect(tokens.refreshToken).not.toBe('r1');
    oauthServer.service.once('beforeResponse', (res) => {
      res.body = { error: 'invalid_grant', error_description: 'Value passed for the token was invalid.' };
      res.statusCode = 400;
    });
    expect((await socialFailure(client().refresh({ refreshToken: 'r1' }))).kind).toBe('reconnect');
  });

  it('reads the profile from /2/users/me', async () => {
    expect(await client().profile({ tokens: { accessToken: TOKEN } })).toEqual({ externalId: '2244994945', username: 'inkwell_app' });
  });

  it('publishes a post and links to it', async () => {
    const outcome = await client().publish(input({ text: 'Hello from Inkwell' }));
    expect(outcome.url).toBe(`https://x.com/inkwell_app/status/${outcome.externalId}`);
    expect(api.calls('POST /2/tweets')[0]!.json()).toEqual({ text: 'Hello from Inkwell' });
  });

  it('refuses a post over 280 weighted characters unless the creator asked for a thread, before any call', async () => {
    const long = 'ink '.repeat(100).trim();
    const err = await socialFailure(client().publish(input({ text: long })));
    expect(err.kind).toBe('invalid');
    expect(err.message).toMatch(/^Too long for Twitter\/X: .* Shorten it or publish it as a thread\.$/);
    expect(api.requests).toHaveLength(0);
  });

  it('publishes a long post as a numbered thread, each part replying to the one before', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ') + ' ' + '漢字'.repeat(60);
    const outcome = await client().publish(input({ text: long, thread: true }));
    const calls = api.calls('POST /2/tweets').map((r) => r.json() as { text: string; reply?: { in_reply_to_tweet_id: string } });
    expect(calls.length).toBeGreaterThan(1);
    calls.forEach((call, i) => {
      expect(postLength('twitter', call.text)).toBeLessThanOrEqual(280);
      expect(call.text.endsWith(` ${i + 1}/${calls.length}`)).toBe(true);
      if (i === 0) expect(call.reply).toBeUndefined();
      else expect(call.reply?.in_reply_to_tweet_id).toBe(String(Number(outcome.externalId) + i - 1));
    });
  });

  it('uploads images and attaches their ids', async () => {
    const outcome = await client().publish(input({ media: [testMedia({ kind: 'image', bytes: 300_000 }), testMedia({ kind: 'image', bytes: 1000 })] }));
    const post = api.calls('POST /2/tweets')[0]!.json() as { media: { media_ids: string[] } };
    expect(post.media.media_ids).toHaveLength(2);
    expect(outcome.externalId).toBeTruthy();
  });

  it('uploads a video in segments and waits for X to process it', async () => {
    const video = testMedia({ kind: 'video', bytes: 9 * 1024 * 1024 + 5 });
    await client().publish(input({ media: [video] }));
    expect(api.calls('POST /2/media/upload/:id/append')).toHaveLength(3);
    expect(api.calls('GET /2/media/upload').length).toBeGreaterThanOrEqual(2);
    const post = api.calls('POST /2/tweets')[0]!.json() as { media: { media_ids: string[] } };
    expect(post.media.media_ids).toHaveLength(1);
  });

  it('refuses two videos, and five images, before any call', async () => {
    const videos = await socialFailure(client().publish(input({ media: [testMedia({ kind: 'video', bytes: 10 }), testMedia({ kind: 'video', bytes: 10 })] })));
    expect(videos).toMatchObject({ kind: 'invalid', message: 'Twitter/X takes one video per post.' });
    const images = await socialFailure(client().publish(input({ media: Array.from({ length: 5 }, () => testMedia({ kind: 'image', bytes: 10 })) })));
    expect(images).toMatchObject({ kind: 'invalid', message: 'X takes up to 4 images or one video on a post.' });
    expect(api.requests).toHaveLength(0);
  });

  it('says plainly that X refuses the same text twice', async () => {
    await client().publish(input({ text: 'Same words' }));
    const err = await socialFailure(client().publish(input({ text: 'Same words' })));
    expect(err).toMatchObject({ kind: 'invalid', message: 'X refuses to post the same text twice.' });
  });

  it('classifies 401, 429 with Retry-After, and 5xx', async () => {
    await expectSharedFailureKinds({ failNext: (reply) => api.failNext('POST /2/tweets', reply), run: () => client().publish(input()) });
  });

  it('reads X’s x-rate-limit-reset when it sends no Retry-After', async () => {
    api.failNext('POST /2/tweets', { status: 429, headers: { 'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 120) }, json: { title: 'Too Many Requests' } });
    const err = await socialFailure(client().publish(input()));
    expect(err.kind).toBe('retry');
    expect(err.opts.retryAfterSeconds).toBeGreaterThan(100);
  });

  it('treats nothing listening as retry, and keeps the token out of the error', async () => {
    const c = createTwitterClient({ ...credentials, apiBase: await closedPortUrl() });
    const err = await socialFailure(c.publish(input()));
    expect(err.kind).toBe('retry');
    expectNoSecrets(err, [TOKEN]);
  });

  it('revokes the grant at X', async () => {
    let revokes = 0;
    oauthServer.service.on('beforeRevoke', () => revokes++);
    await client().revoke!({ tokens: { accessToken: TOKEN, refreshToken: 'r' } });
    expect(revokes).toBe(2);
  });

  describe('metrics', () => {
    const read = (externalId: string, apiBase = api.url) =>
      createTwitterClient({ ...credentials, apiBase }).metrics!({ tokens: { accessToken: TOKEN }, profile: { externalId: '2244994945', username: 'inkwell_app' }, externalId });

    it('reads a post’s public numbers: impressions, likes, replies, and reposts plus quotes as shares', async () => {
      expect(await read('1460323737035677698')).toEqual({ impressions: 1200, likes: 40, comments: 2, shares: 4, views: null });
      const call = api.calls('GET /2/tweets/:id')[0]!;
      expect(call.path).toBe('/2/tweets/1460323737035677698');
      expect(call.query.get('tweet.fields')).toBe('public_metrics');
      expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('leaves the numbers X does not give unknown, never 0', async () => {
      expect(await read('1212092628029698048')).toEqual({ impressions: null, likes: 7, comments: 0, shares: null, views: null });
    });

    it('says a deleted post is gone (X answers 200 with a not-found problem)', async () => {
      const err = await socialFailure(read('1999999999999999999'));
      expect(err).toMatchObject({ kind: 'gone', message: 'The post is no longer on the platform.' });
      expectNoSecrets(err, [TOKEN]);
    });

    it('classifies 401, 429 with Retry-After or x-rate-limit-reset, and 5xx', async () => {
      await expectSharedFailureKinds({ failNext: (reply) => api.failNext('GET /2/tweets/:id', reply), run: () => read('1460323737035677698') });
      api.failNext('GET /2/tweets/:id', { status: 429, headers: { 'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 300) }, json: { title: 'Too Many Requests' } });
      const limited = await socialFailure(read('1460323737035677698'));
      expect(limited.kind).toBe('retry');
      expect(limited.opts.retryAfterSeconds).toBeGreaterThan(250);
    });

    it('says plainly when the X app’s access does not include reading posts', async () => {
      api.failNext('GET /2/tweets/:id', { status: 403, json: { title: 'Client Forbidden', type: 'https://api.twitter.com/2/problems/client-forbidden', reason: 'client-not-enrolled' } });
      expect(await socialFailure(read('1460323737035677698'))).toMatchObject({ kind: 'invalid', message: 'X does not let Inkwell read this post’s numbers with the access Inkwell’s X app has.' });
    });

    it('treats nothing listening as retry, with no token in the error', async () => {
      const err = await socialFailure(read('1460323737035677698', await closedPortUrl()));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [TOKEN]);
    });
  });
});
