import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformCredentials, PublishInput } from '../port';
import { expectNoSecrets, expectSharedFailureKinds, socialFailure } from '../../test/social-platforms/failure-cases';
import { closedPortUrl, startLocalApi, type RecordedRequest } from '../../test/social-platforms/local-api';
import { testMedia } from '../../test/social-platforms/media';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';
import { createYouTubeClient, youtubeTitle } from './youtube';

const REDIRECT = 'https://inkwell.test/api/social/oauth/youtube/callback';
const TOKEN = 'ya29.youtube-token-secret';

/** YouTube Data API v3: channels.list?mine=true and videos.insert as a resumable upload (Location, then PUT). */
async function startLocalYouTube(opts: { audited: boolean }) {
  const sessions = new Map<string, { bytes: number; type: string; metadata: Record<string, unknown> }>();
  /** The channel's uploads playlist, oldest first (every upload here answers the same video id). */
  const uploads: Array<{ id: string; title: string; description: string; at: Date }> = [];
  let next = 1;
  const authed = (req: RecordedRequest) => req.headers.authorization === `Bearer ${TOKEN}`;
  const unauthorized = { status: 401, json: { error: { code: 401, message: 'Invalid Credentials', errors: [{ reason: 'authError', domain: 'global' }], status: 'UNAUTHENTICATED' } } };
  // videos.list statistics as YouTube sends them: counts as strings; the second video hides its likes and has comments off.
  const statistics: Record<string, Record<string, string>> = {
    dQw4w9WgXcQ: { viewCount: '1523', likeCount: '87', favoriteCount: '0', commentCount: '12' },
    hiddenLikes: { viewCount: '40', favoriteCount: '0' },
  };
  const api = await startLocalApi({
    'GET /youtube/v3/videos': (req) => {
      if (!authed(req)) return unauthorized;
      if (req.query.get('part') !== 'statistics') return { status: 400, json: { error: { code: 400, errors: [{ reason: 'badRequest' }] } } };
      const items = (req.query.get('id') ?? '')
        .split(',')
        .filter((id) => statistics[id])
        .map((id) => ({ kind: 'youtube#video', etag: `etag-${id}`, id, statistics: statistics[id] }));
      return { json: { kind: 'youtube#videoListResponse', etag: 'list', items, pageInfo: { totalResults: items.length, resultsPerPage: 5 } } };
    },
    'GET /youtube/v3/channels': (req) => {
      if (!authed(req) && req.headers.authorization !== 'Bearer no-channel') return unauthorized;
      const part = req.query.get('part');
      if (req.query.get('mine') !== 'true' || (part !== 'snippet' && part !== 'contentDetails')) return { status: 400, json: { error: { code: 400, errors: [{ reason: 'badRequest' }] } } };
      if (!authed(req)) return { json: { kind: 'youtube#channelListResponse', items: [] } };
      const channel = part === 'snippet' ? { snippet: { title: 'Ink Well', customUrl: '@inkwell' } } : { contentDetails: { relatedPlaylists: { likes: '', uploads: 'UUink' } } };
      return { json: { kind: 'youtube#channelListResponse', items: [{ kind: 'youtube#channel', id: 'UCink', ...channel }] } };
    },
    'GET /youtube/v3/playlistItems': (req) => {
      if (!authed(req)) return unauthorized;
      if (req.query.get('playlistId') !== 'UUink') return { status: 404, json: { error: { code: 404, errors: [{ reason: 'playlistNotFound' }] } } };
      if (req.query.get('part') !== 'snippet,contentDetails') return { status: 400, json: { error: { code: 400, errors: [{ reason: 'badRequest' }] } } };
      // The channel's uploads, newest first, maxResults at a time.
      const listed = [...uploads].reverse();
      const size = Number(req.query.get('maxResults') ?? '5');
      const offset = Number(req.query.get('pageToken') ?? '0');
      const items = listed.slice(offset, offset + size).map((video, i) => ({
        kind: 'youtube#playlistItem',
        id: `item-${video.id}`,
        snippet: {
          publishedAt: video.at.toISOString(),
          channelId: 'UCink',
          title: video.title,
          description: video.description,
          playlistId: 'UUink',
          position: offset + i,
          resourceId: { kind: 'youtube#video', videoId: video.id },
        },
        contentDetails: { videoId: video.id, videoPublishedAt: video.at.toISOString() },
      }));
      const more = offset + size < listed.length;
      return { json: { kind: 'youtube#playlistItemListResponse', items, ...(more ? { nextPageToken: String(offset + size) } : {}), pageInfo: { totalResults: listed.length, resultsPerPage: size } } };
    },
    'POST /upload/youtube/v3/videos': (req) => {
      if (!authed(req)) return unauthorized;
      if (req.query.get('uploadType') !== 'resumable' || req.query.get('part') !== 'snippet,status') return { status: 400, json: {} };
      const id = `session-${next++}`;
      sessions.set(id, { bytes: Number(req.headers['x-upload-content-length']), type: String(req.headers['x-upload-content-type']), metadata: req.json() });
      return { status: 200, headers: { location: `${api.url}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}` } };
    },
    'PUT /upload/youtube/v3/videos': (req) => {
      const session = sessions.get(req.query.get('upload_id')!);
      if (!session || req.body.length !== session.bytes || Number(req.headers['content-length']) !== session.bytes) return { status: 400, json: { error: { code: 400 } } };
      const status = session.metadata.status as { privacyStatus: string };
      const snippet = session.metadata.snippet as { title: string; description: string };
      uploads.push({ id: 'dQw4w9WgXcQ', title: snippet.title, description: snippet.description, at: new Date() });
      return {
        status: 200,
        json: { kind: 'youtube#video', id: 'dQw4w9WgXcQ', snippet: session.metadata.snippet, status: { uploadStatus: 'uploaded', privacyStatus: opts.audited ? status.privacyStatus : 'private' } },
      };
    },
  });
  return { ...api, sessions, uploads };
}

describe('YouTube client', () => {
  let oauthServer: Awaited<ReturnType<typeof startOAuthServer>>;
  let api: Awaited<ReturnType<typeof startLocalYouTube>>;
  let unaudited: Awaited<ReturnType<typeof startLocalYouTube>>;
  let credentials: PlatformCredentials;

  beforeAll(async () => {
    oauthServer = await startOAuthServer();
    api = await startLocalYouTube({ audited: true });
    unaudited = await startLocalYouTube({ audited: false });
    credentials = { clientId: 'yt.apps.googleusercontent.com', clientSecret: 'yt-secret', authUrl: oauthServer.authUrl, tokenUrl: oauthServer.tokenUrl, apiBase: api.url, timeoutMs: 5000 };
  });
  afterAll(async () => {
    await oauthServer.close();
    await api.close();
    await unaudited.close();
  });
  beforeEach(() => void (api.requests.length = 0));

  const client = (apiBase = api.url) => createYouTubeClient({ ...credentials, apiBase });
  const input = (over: Partial<PublishInput> = {}): PublishInput => ({
    tokens: { accessToken: TOKEN },
    profile: { externalId: 'UCink', username: 'inkwell' },
    text: 'How I mix ink <fast>\n\nA longer description of the video.',
    media: [testMedia({ kind: 'video', bytes: 500_000 })],
    thread: false,
    ...over,
  });

  it('sends the creator to Google’s consent page for offline access with PKCE S256', () => {
    const url = new URL(createYouTubeClient({ clientId: 'yt', clientSecret: 's', timeoutMs: 1000 }).authorize({ state: 'st', codeChallenge: 'ch', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'yt',
      redirect_uri: REDIRECT,
      scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    });
  });

  it('connects through the OAuth dance and refuses a wrong verifier', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const challenge = await oauth.calculatePKCECodeChallenge(verifier);
    const code = await oauthServer.codeFrom(client().authorize({ state: 's', codeChallenge: challenge, redirectUri: REDIRECT }));
    expect((await client().exchange({ code, codeVerifier: verifier, redirectUri: REDIRECT })).refreshToken).toBeTruthy();
    const again = await oauthServer.codeFrom(client().authorize({ state: 's', codeChallenge: challenge, redirectUri: REDIRECT }));
    expect((await socialFailure(client().exchange({ code: again, codeVerifier: oauth.generateRandomCodeVerifier(), redirectUri: REDIRECT }))).kind).toBe('invalid');
  });

  it('refreshes; Google sends no new refresh token, so the caller keeps its own; invalid_grant means reconnect', async () => {
    oauthServer.service.once('beforeResponse', (res) => void delete (res.body as Record<string, unknown>).refresh_token);
    expect((await client().refresh({ refreshToken: '1//keep' })).refreshToken).toBeUndefined();
    oauthServer.service.once('beforeResponse', (res) => {
      res.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
      res.statusCode = 400;
    });
    expect((await socialFailure(client().refresh({ refreshToken: '1//gone' }))).kind).toBe('reconnect');
  });

  it('reads the channel, and says plainly when the account has none', async () => {
    expect(await client().profile({ tokens: { accessToken: TOKEN } })).toEqual({ externalId: 'UCink', username: 'inkwell' });
    expect((await socialFailure(client().profile({ tokens: { accessToken: 'no-channel' } }))).message).toMatch(/no YouTube channel/);
  });

  it('uploads the video with a resumable upload, titled by the first line, and links to it', async () => {
    const video = testMedia({ kind: 'video', bytes: 500_000 });
    const outcome = await client().publish(input({ media: [video] }));
    expect(outcome).toEqual({ externalId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', note: undefined });
    const session = [...api.sessions.values()].at(-1)!;
    expect(session).toMatchObject({ bytes: 500_000, type: 'video/mp4' });
    expect(session.metadata).toEqual({
      snippet: { title: 'How I mix ink ‹fast›', description: 'How I mix ink ‹fast›\n\nA longer description of the video.', categoryId: '22' },
      status: { privacyStatus: 'public' },
    });
    expect(api.calls('PUT /upload/youtube/v3/videos')[0]!.body.equals(video.data)).toBe(true);
  });

  it('says so when YouTube keeps the video private (an unaudited project)', async () => {
    expect((await client(unaudited.url).publish(input())).note).toMatch(/kept this video private/);
  });

  it('cuts a long first line to a 100-character title', () => {
    const title = youtubeTitle(`${'a'.repeat(150)}\nrest`);
    expect([...title]).toHaveLength(100);
    expect(title.endsWith('…')).toBe(true);
  });

  it('refuses a post without exactly one video, and a description over 5000 bytes, before any call', async () => {
    expect((await socialFailure(client().publish(input({ media: [] })))).message).toBe('YouTube needs a video: attach one to publish there.');
    expect((await socialFailure(client().publish(input({ text: 'é'.repeat(2600) })))).message).toMatch(/5000 bytes/);
    expect(api.requests).toHaveLength(0);
  });

  it('maps a used-up quota (403 quotaExceeded) to retry', async () => {
    api.failNext('POST /upload/youtube/v3/videos', { status: 403, json: { error: { code: 403, message: 'quota', errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] } } });
    expect(await socialFailure(client().publish(input()))).toMatchObject({ kind: 'retry', message: 'YouTube’s daily upload quota for Inkwell is used up. Try again tomorrow.' });
  });

  it('classifies 401, 429 with Retry-After, and 5xx', async () => {
    await expectSharedFailureKinds({ failNext: (reply) => api.failNext('POST /upload/youtube/v3/videos', reply), run: () => client().publish(input()) });
  });

  it('treats nothing listening as retry, with no token in the error', async () => {
    const err = await socialFailure(client(await closedPortUrl()).publish(input()));
    expect(err.kind).toBe('retry');
    expectNoSecrets(err, [TOKEN]);
  });

  it('revokes at Google', async () => {
    let revoked = false;
    oauthServer.service.once('beforeRevoke', () => void (revoked = true));
    await client().revoke!({ tokens: { accessToken: TOKEN, refreshToken: '1//r' } });
    expect(revoked).toBe(true);
  });

  describe('metrics', () => {
    const read = (externalId: string, apiBase = api.url) =>
      client(apiBase).metrics!({ tokens: { accessToken: TOKEN }, profile: { externalId: 'UCink', username: 'inkwell' }, externalId });

    it('reads views, likes and comments from the video’s statistics, as numbers', async () => {
      expect(await read('dQw4w9WgXcQ')).toEqual({ impressions: null, likes: 87, comments: 12, shares: null, views: 1523 });
      const call = api.calls('GET /youtube/v3/videos')[0]!;
      expect(Object.fromEntries(call.query)).toEqual({ part: 'statistics', id: 'dQw4w9WgXcQ' });
      expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('leaves hidden likes and turned-off comments unknown, never 0', async () => {
      expect(await read('hiddenLikes')).toEqual({ impressions: null, likes: null, comments: null, shares: null, views: 40 });
    });

    it('says a deleted video (not among the items) is gone', async () => {
      const err = await socialFailure(read('deletedVid1'));
      expect(err.kind).toBe('gone');
      expectNoSecrets(err, [TOKEN]);
    });

    it('classifies 401, 429 with Retry-After, 5xx, and a used-up quota', async () => {
      await expectSharedFailureKinds({ failNext: (reply) => api.failNext('GET /youtube/v3/videos', reply), run: () => read('dQw4w9WgXcQ') });
      api.failNext('GET /youtube/v3/videos', { status: 403, json: { error: { code: 403, message: 'quota', errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] } } });
      expect((await socialFailure(read('dQw4w9WgXcQ'))).kind).toBe('retry');
    });

    it('treats nothing listening as retry, with no token in the error', async () => {
      const err = await socialFailure(read('dQw4w9WgXcQ', await closedPortUrl()));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [TOKEN]);
    });
  });
  describe('findRecent', () => {
    const find = (text: string, since: Date, opts: { accessToken?: string; apiBase?: string } = {}) =>
      client(opts.apiBase).findRecent!({ tokens: { accessToken: opts.accessToken ?? TOKEN }, profile: { externalId: 'UCink', username: 'inkwell' }, since, text });
    const cannotTell = {
      kind: 'invalid',
      message: 'YouTube did not list this video among the channel’s uploads, but its list can lag behind an upload, so Inkwell cannot tell whether it was uploaded. Check YouTube Studio.',
    };

    it('finds the video just uploaded in the channel’s uploads playlist, by its description as published (angle brackets replaced)', async () => {
      const since = new Date();
      const text = `Mixing <blue> ink ${Math.random()}\n\nHow it is done.`;
      const made = await client().publish(input({ text }));
      api.uploads.push({ id: 'newerVideo1', title: 'Another', description: 'Another video', at: new Date() });
      expect(await find(text, since)).toEqual({ externalId: made.externalId, url: made.url });
      expect(api.calls('GET /youtube/v3/channels')[0]!.query.get('part')).toBe('contentDetails');
      const call = api.calls('GET /youtube/v3/playlistItems')[0]!;
      expect(Object.fromEntries(call.query)).toEqual({ part: 'snippet,contentDetails', playlistId: 'UUink', maxResults: '25' });
      expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('reads on through the pages to a video among many newer ones', async () => {
      const since = new Date();
      api.uploads.push({ id: 'wantedVideo', title: 'Wanted', description: `Wanted video ${since.getTime()}`, at: new Date() });
      for (let i = 0; i < 30; i++) api.uploads.push({ id: `later${i}`, title: 'Later', description: `Later ${i}`, at: new Date() });
      expect(await find(`Wanted video ${since.getTime()}`, since)).toEqual({ externalId: 'wantedVideo', url: 'https://www.youtube.com/watch?v=wantedVideo' });
      expect(api.calls('GET /youtube/v3/playlistItems').map((r) => r.query.get('pageToken'))).toEqual([null, '25']);
    });

    it('never answers "none": a video not listed may yet be, so the creator decides; it stops at uploads from before', async () => {
      // The oldest upload, at the end of the newest-first list.
      api.uploads.unshift({ id: 'older', title: 'Old', description: 'From last year', at: new Date(Date.now() - 365 * 86_400_000) });
      const since = new Date();
      expect(await socialFailure(find(`Not uploaded ${Math.random()}`, since))).toMatchObject(cannotTell);
      expect(await socialFailure(find('From last year', since))).toMatchObject(cannotTell);
      api.uploads.push({ id: 'newest', title: 'New', description: 'Fresh from today', at: new Date() });
      api.uploads.push({ id: 'stale', title: 'Old', description: 'Listed late', at: new Date(Date.now() - 86_400_000) });
      api.requests.length = 0;
      expect(await socialFailure(find('Fresh from today', since))).toMatchObject(cannotTell);
      // It stopped at the first upload from before: one page read.
      expect(api.calls('GET /youtube/v3/playlistItems')).toHaveLength(1);
    });

    it('classifies 401, 429 with Retry-After, and 5xx; a token without youtube.readonly reconnects; nothing listening is retry', async () => {
      await expectSharedFailureKinds({ failNext: (reply) => api.failNext('GET /youtube/v3/playlistItems', reply), run: () => find('x', new Date()) });
      api.failNext('GET /youtube/v3/channels', { status: 403, json: { error: { code: 403, errors: [{ reason: 'insufficientPermissions' }] } } });
      expect(await socialFailure(find('x', new Date()))).toMatchObject({ kind: 'reconnect', message: 'YouTube did not let Inkwell read this channel’s videos. Reconnect it and allow everything Inkwell asks for.' });
      const err = await socialFailure(find('x', new Date(), { apiBase: await closedPortUrl() }));
      expect(err.kind).toBe('retry');
      expectNoSecrets(err, [TOKEN]);
    });
  });
});
