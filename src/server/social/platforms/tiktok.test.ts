import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformCredentials, PublishInput } from '../port';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from '../../test/social-platforms/failure-cases';
import { closedPortUrl, startLocalApi, type RecordedRequest } from '../../test/social-platforms/local-api';
import { testMedia } from '../../test/social-platforms/media';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';
import { chunkPlan, createTikTokClient } from './tiktok';

const REDIRECT = 'https://inkwell.test/api/social/oauth/tiktok/callback';
const TOKEN = 'act.tiktok-token-secret';
const MB = 1024 * 1024;

const tiktokError = (status: number, code: string) => ({ status, json: { error: { code, message: code, log_id: '2024' } } });

/** The Content Posting API as documented: creator info, direct post init, chunked PUT upload, status fetch. */
async function startLocalTikTok(opts: { audited: boolean }) {
  let next = 1;
  const posts = new Map<string, { size: number; received: number; checks: number; privacy: string; title: string }>();
  /** What video.list shows: the creator's public videos (a private post is never among them). */
  const publicVideos: Array<{ id: string; publishId?: string; caption: string; at: Date }> = [];
  const authed = (req: RecordedRequest) => req.headers.authorization === `Bearer ${TOKEN}`;
  const ok = (data: unknown) => ({ json: { data, error: { code: 'ok', message: '', log_id: '2024' } } });
  // The creator's videos' numbers as video.query sends them (the second without share_count).
  const videos: Record<string, Record<string, number>> = {
    '7321234567890123456': { like_count: 310, comment_count: 14, share_count: 9, view_count: 20480 },
    '7321234567890000002': { like_count: 2, comment_count: 0, view_count: 35 },
  };
  const api = await startLocalApi({
    'GET /v2/user/info/': (req) => (authed(req) ? ok({ user: { open_id: '-000OF8uXSU', display_name: 'Ink Well' } }) : tiktokError(401, 'access_token_invalid')),
    'POST /v2/post/publish/creator_info/query/': (req) =>
      authed(req)
        ? ok({
            creator_username: 'inkwell.app',
            creator_nickname: 'Ink Well',
            privacy_level_options: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
            comment_disabled: false,
            duet_disabled: true,
            stitch_disabled: false,
            max_video_post_duration_sec: 600,
          })
        : tiktokError(401, 'access_token_invalid'),
    'POST /v2/post/publish/video/init/': (req) => {
      if (!authed(req)) return tiktokError(401, 'access_token_invalid');
      const body = req.json() as { post_info: { privacy_level: string; title: string }; source_info: { video_size: number; chunk_size: number; total_chunk_count: number } };
      if (!opts.audited && body.post_info.privacy_level !== 'SELF_ONLY') return tiktokError(403, 'unaudited_client_can_only_post_to_private_accounts');
      const { video_size, chunk_size, total_chunk_count } = body.source_info;
      if (total_chunk_count !== Math.max(1, Math.floor(video_size / chunk_size))) return tiktokError(400, 'invalid_params');
      const id = `v_pub_file~v2-1.${next++}`;
      posts.set(id, { size: video_size, received: 0, checks: 0, privacy: body.post_info.privacy_level, title: body.post_info.title });
      return ok({ publish_id: id, upload_url: `${api.url}/upload/?upload_id=${encodeURIComponent(id)}` });
    },
    'PUT /upload/': (req) => {
      const post = posts.get(req.query.get('upload_id')!)!;
      const [, first, last, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range']))!.map(Number) as [number, number, number, number];
      if (first !== post.received || last - first + 1 !== req.body.length || total !== post.size) return { status: 416 };
      post.received += req.body.length;
      return { status: post.received === post.size ? 201 : 206 };
    },
    'POST /v2/video/query/': (req) => {
      if (req.headers.authorization === 'Bearer act.without-video-list') return tiktokError(401, 'scope_not_authorized');
      if (!authed(req)) return tiktokError(401, 'access_token_invalid');
      if (req.query.get('fields') !== 'id,like_count,comment_count,share_count,view_count') return tiktokError(400, 'invalid_params');
      const { filters } = req.json() as { filters: { video_ids: string[] } };
      // Only the creator's own videos come back; a deleted one is simply not listed.
      const listed = filters.video_ids.flatMap((id) => (videos[id] ? [{ id, ...videos[id] }] : []));
      return ok({ videos: listed, cursor: 0, has_more: false });
    },
    'POST /v2/video/list/': (req) => {
      if (req.headers.authorization === 'Bearer act.without-video-list') return tiktokError(401, 'scope_not_authorized');
      if (!authed(req)) return tiktokError(401, 'access_token_invalid');
      if (req.query.get('fields') !== 'id,title,video_description,create_time,share_url') return tiktokError(400, 'invalid_params');
      const { max_count = 10, cursor } = req.json() as { max_count?: number; cursor?: number };
      if (max_count < 1 || max_count > 20) return tiktokError(400, 'invalid_params');
      // Public videos only, newest first; the cursor is the creation time (ms) the next page starts before.
      const listed = publicVideos.filter((v) => cursor === undefined || v.at.getTime() < cursor).sort((a, b) => b.at.getTime() - a.at.getTime());
      const page = listed.slice(0, max_count);
      return ok({
        videos: page.map((v) => ({
          id: v.id,
          title: [...v.caption].slice(0, 150).join(''),
          video_description: v.caption,
          create_time: Math.floor(v.at.getTime() / 1000),
          share_url: `https://www.tiktok.com/@inkwell.app/video/${v.id}?utm_campaign=tt4d_open_api&utm_source=awbx`,
        })),
        cursor: page.at(-1)?.at.getTime() ?? 0,
        has_more: listed.length > page.length,
      });
    },
    'POST /v2/post/publish/status/fetch/': (req) => {
      const { publish_id } = req.json() as { publish_id: string };
      const post = posts.get(publish_id)!;
      if (post.received !== post.size) return ok({ status: 'PROCESSING_UPLOAD', uploaded_bytes: post.received });
      if (post.title.includes('spam')) return ok({ status: 'FAILED', fail_reason: 'spam_risk_text' });
      if (++post.checks < 2) return ok({ status: 'PROCESSING_UPLOAD', uploaded_bytes: post.received });
      // TikTok sends the id as a 19-digit JSON number, which JSON.stringify cannot write exactly.
      const ids = post.privacy === 'SELF_ONLY' ? '[]' : '[7321234567890123456]';
      if (post.privacy !== 'SELF_ONLY' && !publicVideos.some((v) => v.publishId === publish_id)) {
        publicVideos.push({ id: '7321234567890123456', publishId: publish_id, caption: post.title, at: new Date() });
      }
      return { headers: { 'content-type': 'application/json' }, text: `{"data":{"status":"PUBLISH_COMPLETE","publicaly_available_post_id":${ids},"uploaded_bytes":${post.size}},"error":{"code":"ok","message":"","log_id":"1"}}` };
    },
  });
  return { ...api, posts, publicVideos };
}

describe('TikTok client', () => {
  let oauthServer: Awaited<ReturnType<typeof startOAuthServer>>;
  let audited: Awaited<ReturnType<typeof startLocalTikTok>>;
  let unaudited: Awaited<ReturnType<typeof startLocalTikTok>>;
  let credentials: PlatformCredentials;

  beforeAll(async () => {
    oauthServer = await startOAuthServer();
    audited = await startLocalTikTok({ audited: true });
    unaudited = await startLocalTikTok({ audited: false });
    credentials = { clientId: 'tt-key', clientSecret: 'tt-secret', authUrl: oauthServer.authUrl, tokenUrl: oauthServer.tokenUrl, apiBase: audited.url, timeoutMs: 5000 };
  });
  afterAll(async () => {
    await oauthServer.close();
    await audited.close();
    await unaudited.close();
  });
  beforeEach(() => void (audited.requests.length = 0));

  const client = (apiBase = audited.url) => createTikTokClient({ ...credentials, apiBase }, { pollIntervalMs: 1 });
  const input = (over: Partial<PublishInput> = {}): PublishInput => ({
    tokens: { accessToken: TOKEN },
    profile: { externalId: '-000OF8uXSU', username: 'Ink Well' },
    text: 'Behind the scenes #ink',
    media: [testMedia({ kind: 'video', bytes: 300_000 })],
    thread: false,
    ...over,
  });

  it('sends the creator to TikTok’s consent page with client_key and comma-separated scopes', () => {
    const url = new URL(createTikTokClient({ clientId: 'tt-key', clientSecret: 's', timeoutMs: 1000 }).authorize({ state: 'st', codeChallenge: 'c', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe('https://www.tiktok.com/v2/auth/authorize/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_key: 'tt-key',
      redirect_uri: REDIRECT,
      scope: 'user.info.basic,video.publish,video.upload,video.list',
      state: 'st',
    });
  });

  it('exchanges the code with client_key and client_secret in the form', async () => {
    let form: Record<string, unknown> = {};
    oauthServer.service.once('beforeResponse', (_res, req) => void (form = { ...(req.body as Record<string, unknown>) }));
    const code = await oauthServer.codeFrom(`${oauthServer.authUrl}?response_type=code&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s`);
    const tokens = await client().exchange({ code, codeVerifier: 'unused', redirectUri: REDIRECT });
    expect(tokens.refreshToken).toBeTruthy();
    expect(form).toMatchObject({ client_key: 'tt-key', client_secret: 'tt-secret', code, grant_type: 'authorization_code', redirect_uri: REDIRECT });
    expect(form.client_id).toBeUndefined();
  });

  it('refreshes with rotation; invalid_grant means reconnect', async () => {
    expect((await client().refresh({ refreshToken: 'rft.1' })).refreshToken).not.toBe('rft.1');
    oauthServer.service.once('beforeResponse', (res) => {
      res.body = { error: 'invalid_grant', error_description: 'Refresh token is invalid or expired.', log_id: '1' };
      res.statusCode = 200;
    });
    expect((await socialFailure(client().refresh({ refreshToken: 'rft.1' }))).kind).toBe('reconnect');
  });

  it('reads the profile', async () => {
    expect(await client().profile({ tokens: { accessToken: TOKEN } })).toEqual({ externalId: '-000OF8uXSU', username: 'Ink Well' });
  });

  it('posts the video publicly when the app is audited, and links to it', async () => {
    const outcome = await client().publish(input());
    expect(outcome).toEqual({ externalId: '7321234567890123456', url: 'https://www.tiktok.com/@inkwell.app/video/7321234567890123456', note: undefined });
    const init = audited.calls('POST /v2/post/publish/video/init/')[0]!.json();
    expect(init).toMatchObject({
      post_info: { title: 'Behind the scenes #ink', privacy_level: 'PUBLIC_TO_EVERYONE', disable_duet: true, disable_comment: false },
      source_info: { source: 'FILE_UPLOAD', video_size: 300_000, chunk_size: 300_000, total_chunk_count: 1 },
    });
  });

  it('posts privately when the app is not audited yet, and says so', async () => {
    const outcome = await client(unaudited.url).publish(input());
    expect(outcome.url).toBeNull();
    expect(outcome.note).toMatch(/privately/);
    expect([...unaudited.posts.values()].at(-1)!.privacy).toBe('SELF_ONLY');
  });

  it('uploads a large video in the chunks TikTok accepts', async () => {
    expect(chunkPlan(3 * MB)).toEqual([3 * MB]);
    expect(chunkPlan(25 * MB + 3)).toEqual([10 * MB, 15 * MB + 3]);
    const video = testMedia({ kind: 'video', bytes: 21 * MB });
    await client().publish(input({ media: [video] }));
    expect(audited.calls('PUT /upload/').map((r) => r.body.length)).toEqual([10 * MB, 11 * MB]);
  });

  it('refuses a post without exactly one video, before any call', async () => {
    const cases = [
      { media: [], message: 'TikTok needs a video: attach one to publish there.' },
      { media: [testMedia({ kind: 'image', bytes: 10 })], message: 'TikTok publishes videos only: attach a video instead.' },
      { media: [testMedia({ kind: 'video', bytes: 10 }), testMedia({ kind: 'video', bytes: 10 })], message: 'TikTok takes one video per post.' },
    ];
    for (const { media, message } of cases) expect(await socialFailure(client().publish(input({ media })))).toMatchObject({ kind: 'invalid', message });
    expect(audited.requests).toHaveLength(0);
  });

  it('never turns trouble after the upload into a retry (that would post twice): the outcome says it is on its way', async () => {
    audited.failNext('POST /v2/post/publish/status/fetch/', { status: 503, text: 'unavailable' });
    const outcome = await client().publish(input());
    expect(outcome.url).toBeNull();
    expect(outcome.note).toBe('TikTok is still processing the video; it appears on your profile once TikTok is done.');
    expect(audited.calls('POST /v2/post/publish/video/init/')).toHaveLength(1);
  });

  it('explains a post TikTok failed, by its fail reason', async () => {
    expect(await socialFailure(client().publish(input({ text: 'pure spam' })))).toMatchObject({ kind: 'invalid', message: 'TikTok took the text of this post for spam. Change it and try again.' });
  });

  it('classifies 401, 429 with Retry-After, and 5xx', async () => {
    await expectSharedFailureKinds({ failNext: (reply) => audited.failNext('POST /v2/post/publish/creator_info/query/', reply), run: () => client().publish(input()) });
  });

  it('treats nothing listening as retry, with no token in the error', async () => {
    const err = await socialFailure(client(await closedPortUrl()).publish(input()));
    expect(err.kind).toBe('retry');
    expectNoSecrets(err, [TOKEN]);
  });

  describe('metrics', () => {
    const read = (externalId: string, opts: { accessToken?: string; apiBase?: string } = {}) =>
      client(opts.apiBase).metrics!({ tokens: { accessToken: opts.accessToken ?? TOKEN }, profile: { externalId: '-000OF8uXSU', username: 'Ink Well' }, externalId });
    /** A post TikTok holds under a publish_id, in the state the test needs. */
    const seed = (publishId: string, post: { privacy?: string; title?: string; uploaded?: boolean } = {}) =>
      audited.posts.set(publishId, { size: 10, received: post.uploaded === false ? 0 : 10, checks: 5, privacy: post.privacy ?? 'PUBLIC_TO_EVERYONE', title: post.title ?? 'Ink' });

    it('reads likes, comments, shares and views of a video by its post id', async () => {
      expect(await read('7321234567890123456')).toEqual({ impressions: null, likes: 310, comments: 14, shares: 9, views: 20480 });
      const call = audited.calls('POST /v2/video/query/')[0]!;
      expect(call.query.get('fields')).toBe('id,like_count,comment_count,share_count,view_count');
      expect(call.json()).toEqual({ filters: { video_ids: ['7321234567890123456'] } });
      expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('leaves the numbers TikTok does not give unknown, never 0', async () => {
      expect(await read('7321234567890000002')).toEqual({ impressions: null, likes: 2, comments: 0, shares: null, views: 35 });
    });

    it('asks for the public post id first when publishing answered a publish_id', async () => {
      seed('v_pub_file~v2-1.public');
      expect(await read('v_pub_file~v2-1.public')).toMatchObject({ likes: 310, views: 20480 });
      expect(audited.calls('POST /v2/post/publish/status/fetch/')[0]!.json()).toEqual({ publish_id: 'v_pub_file~v2-1.public' });
      expect(audited.calls('POST /v2/video/query/')[0]!.json()).toEqual({ filters: { video_ids: ['7321234567890123456'] } });
    });

    it('has no numbers yet, and says retry (not gone), while the video is not public', async () => {
      seed('v_pub_file~v2-1.processing', { uploaded: false });
      seed('v_pub_file~v2-1.private', { privacy: 'SELF_ONLY' });
      for (const publishId of ['v_pub_file~v2-1.processing', 'v_pub_file~v2-1.private']) {
        expect(await socialFailure(read(publishId))).toMatchObject({ kind: 'retry', message: 'TikTok has not made this video public yet, so it has no numbers to show. Inkwell asks again later.' });
      }
      expect(audited.calls('POST /v2/video/query/')).toHaveLength(0);
    });

    it('says gone for a video TikTok no longer lists, and for a post TikTok failed', async () => {
      expect((await socialFailure(read('7321234567899999999'))).kind).toBe('gone');
      seed('v_pub_file~v2-1.failed', { title: 'spam' });
      const failed = await socialFailure(read('v_pub_file~v2-1.failed'));
      expect(failed.kind).toBe('gone');
      expectNoSecrets(failed, [TOKEN]);
    });

    it('says plainly when the connection was made without permission to read videos', async () => {
      expect(await socialFailure(read('7321234567890123456', { accessToken: 'act.without-video-list' }))).toMatchObject({
        kind: 'invalid',
        message: 'TikTok does not let Inkwell read this video’s numbers. Connect the account again and allow everything Inkwell asks for.',
      });
    });

    it('classifies 401, 429 with Retry-After, and 5xx', async () => {
      await expectSharedFailureKinds({ failNext: (reply) => audited.failNext('POST /v2/video/query/', reply), run: () => read('7321234567890123456') });
    });

    it('treats nothing listening as retry, with no token in the error', async () => {
      const err = await socialFailure(read('7321234567890123456', { apiBase: await closedPortUrl() }));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [TOKEN]);
    });
  });
  describe('findRecent', () => {
    const find = (text: string, since: Date, opts: { accessToken?: string; server?: typeof audited; apiBase?: string } = {}) =>
      client(opts.apiBase ?? (opts.server ?? audited).url).findRecent!({ tokens: { accessToken: opts.accessToken ?? TOKEN }, profile: { externalId: '-000OF8uXSU', username: 'Ink Well' }, since, text });
    const cannotTell = {
      kind: 'invalid',
      message: 'TikTok did not list this video, but TikTok lists only public videos, and only once it has processed them, so Inkwell cannot tell whether it was posted. Check your TikTok profile.',
    };

    it('finds the public video just posted by its caption, with its share link', async () => {
      const since = new Date();
      const text = `Behind the scenes ${Math.random()} #ink`;
      const made = await client().publish(input({ text }));
      expect(await find(text, since)).toEqual({ externalId: made.externalId, url: expect.stringMatching(/^https:\/\/www\.tiktok\.com\/@inkwell\.app\/video\/7321234567890123456\?/) as string });
      const call = audited.calls('POST /v2/video/list/')[0]!;
      expect(call.json()).toEqual({ max_count: 20 });
      expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('reads on with the cursor TikTok gives, to a video among many newer ones', async () => {
      const since = new Date(Date.now() - 1000);
      const text = `The wanted one ${Math.random()}`;
      const start = Date.now();
      audited.publicVideos.push({ id: '7400000000000000001', caption: text, at: new Date(start - 100) });
      for (let i = 0; i < 30; i++) audited.publicVideos.push({ id: `74000000000000001${String(i).padStart(2, '0')}`, caption: `Later ${i}`, at: new Date(start - 99 + i) });
      audited.requests.length = 0;
      expect((await find(text, since))?.externalId).toBe('7400000000000000001');
      const calls = audited.calls('POST /v2/video/list/').map((r) => r.json());
      expect(calls).toHaveLength(2);
      expect(calls[1]!.cursor).toEqual(expect.any(Number));
    });

    it('never answers "none": a private post (an unaudited app’s) or one TikTok still processes is not listed, so the creator decides', async () => {
      const since = new Date();
      const text = `Private clip ${Math.random()}`;
      await client(unaudited.url).publish(input({ text }));
      expect(await socialFailure(find(text, since, { server: unaudited }))).toMatchObject(cannotTell);
      // Stops at the first video from before `since`.
      audited.publicVideos.push({ id: '7300000000000000009', caption: 'Old clip', at: new Date(Date.now() - 86_400_000) });
      expect(await socialFailure(find('Old clip', new Date()))).toMatchObject(cannotTell);
    });

    it('says plainly when the connection lacks video.list; 401, 429 and 5xx as everywhere; nothing listening is retry', async () => {
      expect(await socialFailure(find('x', new Date(), { accessToken: 'act.without-video-list' }))).toMatchObject({
        kind: 'invalid',
        message: 'TikTok does not let Inkwell read this account’s videos. Connect the account again and allow everything Inkwell asks for.',
      });
      await expectSharedFailureKinds({ failNext: (reply) => audited.failNext('POST /v2/video/list/', reply), run: () => find('x', new Date()) });
      const err = await socialFailure(find('x', new Date(), { apiBase: await closedPortUrl() }));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [TOKEN]);
    });
  });
});
