import { postGone, SocialError } from '../errors';
import { planPost } from '../publish-rules';
import type { PlatformCredentials, PlatformTokens, PostMetrics, PublishInput, PublishMedia, PublishOutcome, SocialPlatformClient } from '../port';
import { apiUrl, arrayField, bearer, fetchJson, headersOf, objectField, platformFetch, stringField, unexpectedAnswer, uploadTimeoutMs, type ExplainFailure } from './http';
import { readSlices } from './media-slices';
import { countField, postMetrics } from './metrics-fields';
import { authorizationUrl, exchangeCode, refreshTokens, revokeToken, type OAuthApp } from './oauth';
import { pollSettings, pollUntil, type ClientOptions } from './poll';
import { explainTikTok, explainTikTokCode } from './tiktok-errors';
import { findRecentTikTok } from './tiktok-recent';

const AUTH_URL = 'https://www.tiktok.com/v2/auth/authorize/';
const TOKEN_URL = 'https://open.tiktokapis.com/v2/oauth/token/';
const API_BASE = 'https://open.tiktokapis.com';
/** video.list: reading the creator's own videos' numbers (video.query). */
const SCOPES = 'user.info.basic,video.publish,video.upload,video.list';
/** Chunks of 10 MB, the last one taking the rest (TikTok: 5–64 MB a chunk, the last up to 128 MB). */
const CHUNK_BYTES = 10 * 1024 * 1024;
/** The audiences Inkwell asks for, most open first, among those TikTok offers for the creator. */
const AUDIENCES = ['PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];
const PRIVATE_NOTE = 'TikTok posted this video privately (only you can see it): Inkwell’s TikTok app has not passed TikTok’s audit yet. You can make it public in the TikTok app.';
const PROCESSING_NOTE = 'TikTok is still processing the video; it appears on your profile once TikTok is done.';
const VIDEO_FIELDS = 'id,like_count,comment_count,share_count,view_count';

/**
 * Reading a video's numbers: a connection made before Inkwell asked for video.list lacks it. That
 * leaves the numbers out of reach (connecting again allows it), not the account broken: `invalid`.
 */
const explainTikTokMetrics: ExplainFailure = (failure) =>
  ['scope_not_authorized', 'scope_permission_missed'].includes(stringField(objectField(failure.body, 'error'), 'code') ?? '')
    ? { kind: 'invalid', message: 'TikTok does not let Inkwell read this video’s numbers. Connect the account again and allow everything Inkwell asks for.' }
    : explainTikTok(failure);

/**
 * TikTok Login Kit (v2, `client_key`, no PKCE on the web) and the Content Posting API's direct post.
 * The video is sent with FILE_UPLOAD: PULL_FROM_URL would need APP_URL's domain verified in TikTok's
 * developer portal. Apps TikTok has not audited may only post privately (SELF_ONLY), which the outcome
 * says in its note.
 */
export function createTikTokClient(credentials: PlatformCredentials, options: ClientOptions = {}): SocialPlatformClient {
  const api = credentials.apiBase ?? API_BASE;
  const tokenUrl = credentials.tokenUrl ?? TOKEN_URL;
  const app: OAuthApp = {
    authorizationEndpoint: credentials.authUrl ?? AUTH_URL,
    tokenEndpoint: tokenUrl,
    revocationEndpoint: new URL('../revoke/', tokenUrl).href,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    auth: 'client_key_post',
    timeoutMs: credentials.timeoutMs,
  };
  const poll = pollSettings(options);
  const post = (accessToken: string, path: string, body: unknown, signal?: AbortSignal, explain = explainTikTok) =>
    fetchJson(
      apiUrl(api, path),
      { method: 'POST', headers: bearer(accessToken, { 'content-type': 'application/json; charset=UTF-8' }), body: JSON.stringify(body) },
      { timeoutMs: credentials.timeoutMs, signal, explain },
    );

  async function initPost(input: PublishInput, video: PublishMedia, audience: string, creator: Record<string, unknown> | undefined) {
    const sizes = chunkPlan(video.bytes);
    const answer = await post(
      input.tokens.accessToken,
      '/v2/post/publish/video/init/',
      {
        post_info: {
          title: input.text,
          privacy_level: audience,
          disable_comment: creator?.comment_disabled === true,
          disable_duet: creator?.duet_disabled === true,
          disable_stitch: creator?.stitch_disabled === true,
        },
        source_info: { source: 'FILE_UPLOAD', video_size: video.bytes, chunk_size: sizes[0], total_chunk_count: sizes.length },
      },
      input.signal,
    );
    const data = objectField(answer, 'data');
    const publishId = stringField(data, 'publish_id');
    const uploadUrl = stringField(data, 'upload_url');
    if (!publishId || !uploadUrl) throw unexpectedAnswer();
    return { publishId, uploadUrl, sizes };
  }

  async function publish(input: PublishInput): Promise<PublishOutcome> {
    planPost({ platform: 'tiktok', text: input.text, media: input.media, thread: false });
    // planPost made sure of exactly one video.
    const video = input.media[0]!;
    const creator = objectField(await post(input.tokens.accessToken, '/v2/post/publish/creator_info/query/', {}, input.signal), 'data');
    const offered = arrayField(creator, 'privacy_level_options').filter((o): o is string => typeof o === 'string');
    let audience = AUDIENCES.find((a) => offered.includes(a)) ?? 'SELF_ONLY';
    let started: Awaited<ReturnType<typeof initPost>>;
    try {
      started = await initPost(input, video, audience, creator);
    } catch (err) {
      // An app TikTok has not audited may post privately only: ask again for SELF_ONLY.
      if (!(err instanceof SocialError) || audience === 'SELF_ONLY' || platformCode(err) !== 'unaudited_client_can_only_post_to_private_accounts') throw err;
      audience = 'SELF_ONLY';
      started = await initPost(input, video, audience, creator);
    }
    await upload(video, started.uploadUrl, started.sizes, input.signal);
    const status = await waitForPost(input, started.publishId);
    const note = audience === 'SELF_ONLY' ? PRIVATE_NOTE : undefined;
    // The post is on its way and cannot be taken back: say so rather than fail (a retry would post it twice).
    if (!status) return { externalId: started.publishId, url: null, note: note ? `${PROCESSING_NOTE} ${note}` : PROCESSING_NOTE };
    const postId = stringField(status, 'post_id');
    const handle = stringField(creator, 'creator_username');
    if (!postId || !handle) return { externalId: started.publishId, url: null, note };
    return { externalId: postId, url: `https://www.tiktok.com/@${encodeURIComponent(handle)}/video/${postId}`, note };
  }

  /**
   * Waits for TikTok to publish the uploaded video. Only TikTok's own FAILED verdict is an error: any
   * other trouble while asking leaves the post on its way (undefined), never a retry that would post it twice.
   */
  async function waitForPost(input: PublishInput, publishId: string): Promise<Record<string, unknown> | undefined> {
    try {
      return await pollUntil(
        poll,
        async () => {
          const data = await fetchStatus(input.tokens.accessToken, publishId, input.signal);
          const state = stringField(data, 'status');
          if (state === 'PUBLISH_COMPLETE' || state === 'SEND_TO_USER_INBOX') return { done: true, value: data ?? {} };
          if (state === 'FAILED') throw new PostFailed(stringField(data, 'fail_reason'));
          return { done: false };
        },
        input.signal,
      );
    } catch (err) {
      if (err instanceof PostFailed) {
        const known = explainTikTokCode(err.reason);
        throw new SocialError(known?.kind ?? 'invalid', known?.message ?? 'TikTok refused to publish this video.');
      }
      if (input.signal?.aborted) throw err;
      return undefined;
    }
  }

  /**
   * The post's status. TikTok sends the public post id as a JSON number of 19 digits, beyond what a
   * JavaScript number holds exactly, so it is read from the answer's text.
   */
  async function fetchStatus(accessToken: string, publishId: string, signal?: AbortSignal): Promise<Record<string, unknown> | undefined> {
    const response = await platformFetch(
      apiUrl(api, '/v2/post/publish/status/fetch/'),
      { method: 'POST', headers: bearer(accessToken, { 'content-type': 'application/json; charset=UTF-8' }), body: JSON.stringify({ publish_id: publishId }) },
      { timeoutMs: credentials.timeoutMs, signal, explain: explainTikTok },
    );
    const text = await response.text();
    let data: Record<string, unknown> | undefined;
    try {
      data = objectField(JSON.parse(text) as unknown, 'data');
    } catch {
      throw unexpectedAnswer();
    }
    const postId = /"publicaly_available_post_id"\s*:\s*\[\s*"?(\d+)/.exec(text)?.[1];
    return data && postId ? { ...data, post_id: postId } : data;
  }

  /**
   * A video's likes, comments, shares and views (video.query); TikTok reports no impressions. When
   * `publish` answered a publish_id (TikTok had not named the post yet), the status names it once the
   * video is public; until then there are no numbers yet. A video TikTok no longer lists is gone.
   */
  async function metrics(opts: { tokens: PlatformTokens; externalId: string; signal?: AbortSignal }): Promise<PostMetrics> {
    const token = opts.tokens.accessToken;
    const videoId = /^\d+$/.test(opts.externalId) ? opts.externalId : await publicPostId(token, opts.externalId, opts.signal);
    const answer = await post(token, `/v2/video/query/?fields=${VIDEO_FIELDS}`, { filters: { video_ids: [videoId] } }, opts.signal, explainTikTokMetrics);
    const video = arrayField(objectField(answer, 'data'), 'videos')[0];
    if (!video) throw postGone({ status: 200 });
    return postMetrics({
      likes: countField(video, 'like_count'),
      comments: countField(video, 'comment_count'),
      shares: countField(video, 'share_count'),
      views: countField(video, 'view_count'),
    });
  }

  async function publicPostId(accessToken: string, publishId: string, signal?: AbortSignal): Promise<string> {
    const status = await fetchStatus(accessToken, publishId, signal);
    const postId = stringField(status, 'post_id');
    if (postId) return postId;
    if (stringField(status, 'status') === 'FAILED') throw postGone({ status: 200, cause: { code: stringField(status, 'fail_reason') } });
    throw new SocialError('retry', 'TikTok has not made this video public yet, so it has no numbers to show. Inkwell asks again later.');
  }

  async function upload(video: PublishMedia, uploadUrl: string, sizes: number[], signal?: AbortSignal) {
    let first = 0;
    for await (const chunk of readSlices(video, sizes)) {
      const last = first + chunk.length - 1;
      await headersOf(await platformFetch(
        uploadUrl,
        { method: 'PUT', headers: { 'content-type': video.contentType, 'content-range': `bytes ${first}-${last}/${video.bytes}` }, body: chunk },
        { timeoutMs: uploadTimeoutMs(credentials.timeoutMs, chunk.length), signal, explain: explainTikTok },
      ));
      first = last + 1;
    }
  }

  return {
    platform: 'tiktok',
    demo: false,
    authorize: ({ state, redirectUri }) =>
      authorizationUrl({ endpoint: app.authorizationEndpoint, clientId: app.clientId, clientIdParam: 'client_key', redirectUri, scope: SCOPES, state }),
    exchange: ({ code, redirectUri, signal }) => exchangeCode(app, { code, redirectUri, signal }),
    refresh: ({ refreshToken, signal }) => refreshTokens(app, { refreshToken, signal }),
    async profile({ tokens, signal }) {
      const answer = await fetchJson(
        apiUrl(api, '/v2/user/info/', { fields: 'open_id,display_name' }),
        { method: 'GET', headers: bearer(tokens.accessToken) },
        { timeoutMs: credentials.timeoutMs, signal, explain: explainTikTok },
      );
      const user = objectField(objectField(answer, 'data'), 'user');
      const id = stringField(user, 'open_id');
      if (!id) throw unexpectedAnswer();
      return { externalId: id, username: stringField(user, 'display_name') ?? id };
    },
    publish,
    metrics,
    findRecent: ({ tokens, since, text, signal }) => findRecentTikTok(post, { tokens, since, text, signal }),
    revoke: ({ tokens, signal }) => revokeToken(app, { token: tokens.accessToken, signal }),
  };
}

/** The chunk sizes TikTok accepts for a video of this size (its Media Transfer Guide). */
export function chunkPlan(bytes: number): number[] {
  if (bytes <= CHUNK_BYTES) return [bytes];
  const count = Math.floor(bytes / CHUNK_BYTES);
  return [...Array<number>(count - 1).fill(CHUNK_BYTES), bytes - CHUNK_BYTES * (count - 1)];
}

/** The platform's error code a SocialError carries in its cause (http.ts). */
function platformCode(err: SocialError): string | undefined {
  const cause = err.opts.cause;
  return typeof cause === 'object' && cause !== null ? stringField(cause, 'code') : undefined;
}

/** TikTok's FAILED verdict while waiting, told apart from trouble asking. */
class PostFailed extends Error {
  constructor(readonly reason: string | undefined) {
    super('TikTok failed the post');
  }
}
