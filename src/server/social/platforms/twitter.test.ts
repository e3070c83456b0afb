import * as oauth from 'oauth4webapi';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postLength } from '../../../contract/post-length';
import type { PlatformCredentials, PublishInput } from '../port';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from '../../test/social-platforms/failure-cases';
import { closedPortUrl } from '../../test/social-platforms/local-api';
import { startLocalX, X_USER } from '../../test/social-platforms/local-x';
import { testMedia } from '../../test/social-platforms/media';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';
import { createTwitterClient } from './twitter';

const REDIRECT = 'https://inkwell.test/api/social/oauth/twitter/callback';
const TOKEN = 'x-access-token-secret-value';

describe('X client', () => {
  let oauthServer: Awaited<ReturnType<typeof startOAuthServer>>;
  let api: Awaited<ReturnType<typeof startLocalX>>;
  let credentials: PlatformCredentials;

  beforeAll(async () => {
    oauthServer = await startOAuthServer();
    api = await startLocalX({ token: TOKEN });
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
  describe('findRecent', () => {
    let x: Awaited<ReturnType<typeof startLocalX>>;
    beforeEach(async () => {
      x = await startLocalX({ token: TOKEN });
    });
    afterEach(() => x.close());

    const profile = { externalId: X_USER.id, username: X_USER.username };
    const onX = (apiBase = x.url) => createTwitterClient({ ...credentials, apiBase }, { pollIntervalMs: 1 });
    const find = (text: string, since: Date, apiBase?: string) => onX(apiBase).findRecent!({ tokens: { accessToken: TOKEN }, profile, since, text });
    const publish = (text: string, over: Partial<PublishInput> = {}) => onX().publish(input({ text, ...over }));

    it('finds the post just made, though X shows its links as t.co links (bare domains too), escapes & and adds a link for the media', async () => {
      const since = new Date();
      const text = `Fish & chips <today> at example.com\n\n  and https://inkwell.app/menu?x=1 ${Math.random()}`;
      const made = await publish(text, { media: [testMedia({ kind: 'image', bytes: 100 })] });
      expect(x.tweets.at(-1)!.text).toMatch(/^Fish &amp; chips &lt;today&gt; at https:\/\/t\.co\/\w+\n\n {2}and https:\/\/t\.co\/\w+ .* https:\/\/t\.co\/\w+$/);
      expect(await find(text, since)).toEqual(made);
      const call = x.calls('GET /2/users/:id/tweets')[0]!;
      expect(call.path).toBe(`/2/users/${X_USER.id}/tweets`);
      expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
      // Two minutes before `since` (clocks disagree), in X's whole-second form.
      expect(Date.parse(call.query.get('start_time')!)).toBe(Math.floor((since.getTime() - 120_000) / 1000) * 1000);
      expect(call.query.get('start_time')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Object.fromEntries([...call.query].filter(([k]) => k !== 'start_time'))).toEqual({ max_results: '20', exclude: 'retweets,replies', 'tweet.fields': 'created_at' });
    });

    it('finds a thread by its first part', async () => {
      const since = new Date();
      const long = Array.from({ length: 70 }, (_, i) => `word${i}`).join(' ') + ` ${Math.random()}`;
      const made = await publish(long, { thread: true });
      expect(x.tweets.length).toBeGreaterThan(1);
      expect(await find(long, since)).toEqual(made);
    });

    it('answers null when the account made no such post since then: an older one, another account’s, other words', async () => {
      const text = `Launch day ${Math.random()}`;
      x.seed({ text, createdAt: new Date(Date.now() - 3600_000) });
      x.seed({ text, authorId: '999' });
      x.seed({ text: `${text} but longer and different`.replace('Launch', 'Lunch') });
      expect(await find(text, new Date(Date.now() - 60_000))).toBeNull();
    });

    it('reads on through the pages, and refuses to answer "none" past five of them', async () => {
      const since = new Date();
      const text = `The first of many ${Math.random()}`;
      const made = await publish(text);
      for (let i = 0; i < 30; i++) x.seed({ text: `Later post ${i}` });
      expect(await find(text, since)).toEqual(made);
      expect(x.calls('GET /2/users/:id/tweets').map((r) => r.query.get('pagination_token'))).toEqual([null, '20']);

      for (let i = 0; i < 80; i++) x.seed({ text: `Even later post ${i}` });
      const err = await socialFailure(find(`Not there ${Math.random()}`, since));
      expect(err).toMatchObject({ kind: 'invalid', message: 'This X account posted too much since then for Inkwell to tell whether this post is among it.' });
    });

    it('classifies 401, 429 with Retry-After, and 5xx; a 403 says the X app may not read posts', async () => {
      const since = new Date();
      await expectSharedFailureKinds({ failNext: (reply) => x.failNext('GET /2/users/:id/tweets', reply), run: () => find('Anything', since) });
      x.failNext('GET /2/users/:id/tweets', { status: 403, json: { title: 'Client Forbidden', type: 'https://api.twitter.com/2/problems/client-forbidden', reason: 'client-not-enrolled' } });
      expect(await socialFailure(find('Anything', since))).toMatchObject({ kind: 'invalid', message: 'X does not let Inkwell read this account’s posts with the access Inkwell’s X app has.' });
    });

    it('treats nothing listening as retry, with no token in the error', async () => {
      const err = await socialFailure(find('Anything', new Date(), await closedPortUrl()));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [TOKEN]);
    });
  });
});
