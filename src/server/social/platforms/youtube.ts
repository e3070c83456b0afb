import { Readable } from 'node:stream';
import { YOUTUBE_TITLE_MAX } from '../../../contract/social';
import { postGone, SocialError } from '../errors';
import { planPost } from '../publish-rules';
import type { PlatformCredentials, PlatformTokens, PostMetrics, PublishInput, PublishOutcome, SocialPlatformClient } from '../port';
import { apiUrl, arrayField, bearer, fetchJson, headersOf, objectField, platformFetch, readJson, stringField, unexpectedAnswer, uploadTimeoutMs, type ExplainFailure } from './http';
import { countField, postMetrics } from './metrics-fields';
import { authorizationUrl, exchangeCode, refreshTokens, revokeToken, type OAuthApp } from './oauth';
import { findRecentUpload } from './youtube-recent';

const AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const API_BASE = 'https://www.googleapis.com';
/** youtube.upload: videos.insert. youtube.readonly: channels.list?mine=true, which youtube.upload does not allow. */
const SCOPES = 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly';
/** People & Blogs, YouTube's usual category for a creator's upload. */
const CATEGORY_ID = '22';
const DESCRIPTION_MAX_BYTES = 5000;

/** Google's errors (`{error: {errors: [{reason}]}}`) by reason, whatever their HTTP status. */
export const explainYouTube: ExplainFailure = ({ body }) => {
  const reasons = arrayField(objectField(body, 'error'), 'errors').map((e) => stringField(e, 'reason'));
  const has = (...names: string[]) => reasons.some((r) => r !== undefined && names.includes(r));
  if (has('quotaExceeded', 'dailyLimitExceeded')) return { kind: 'retry', message: 'YouTube’s daily upload quota for Inkwell is used up. Try again tomorrow.' };
  if (has('rateLimitExceeded', 'userRateLimitExceeded')) return { kind: 'retry', message: 'YouTube is rate limiting uploads right now. Try again in a few minutes.' };
  if (has('uploadLimitExceeded')) return { kind: 'retry', message: 'This YouTube channel has reached its upload limit for now. Try again later.' };
  if (has('youtubeSignupRequired')) return { kind: 'invalid', message: 'This Google account has no YouTube channel yet. Create one on YouTube, then connect again.' };
  if (has('insufficientPermissions', 'forbidden')) return { kind: 'reconnect', message: 'YouTube did not let Inkwell upload to this channel. Reconnect it and allow uploads.' };
  if (has('invalidTitle')) return { kind: 'invalid', message: 'YouTube refused the title (the post’s first line).' };
  if (has('invalidDescription')) return { kind: 'invalid', message: 'YouTube refused the description (the post’s text).' };
  return undefined;
};

/** Reading a video's numbers: a token without youtube.readonly is worded for reading, not uploading. */
const explainYouTubeMetrics: ExplainFailure = (failure) => {
  const explanation = explainYouTube(failure);
  return explanation?.kind === 'reconnect' ? { kind: 'reconnect', message: 'YouTube did not let Inkwell read this channel’s videos. Reconnect it and allow everything Inkwell asks for.' } : explanation;
};

/**
 * YouTube Data API v3 with Google's OAuth 2.0 (PKCE, offline access with a consent prompt so that a
 * refresh token comes back). A post is a video: `videos.insert` as a resumable upload, titled with the
 * text's first line and described with the whole text. It asks for `public`; YouTube itself keeps
 * videos from API projects it has not audited private, which the outcome's note then says.
 */
export function createYouTubeClient(credentials: PlatformCredentials): SocialPlatformClient {
  const api = credentials.apiBase ?? API_BASE;
  const tokenUrl = credentials.tokenUrl ?? TOKEN_URL;
  const app: OAuthApp = {
    authorizationEndpoint: credentials.authUrl ?? AUTH_URL,
    tokenEndpoint: tokenUrl,
    revocationEndpoint: new URL('revoke', tokenUrl).href,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    auth: 'client_secret_post',
    timeoutMs: credentials.timeoutMs,
  };
  const options = (signal?: AbortSignal, bytes = 0) => ({ timeoutMs: uploadTimeoutMs(credentials.timeoutMs, bytes), signal, explain: explainYouTube });

  async function publish(input: PublishInput): Promise<PublishOutcome> {
    planPost({ platform: 'youtube', text: input.text, media: input.media, thread: false });
    // planPost made sure of exactly one video.
    const video = input.media[0]!;
    const description = youtubeSafe(input.text.trim());
    if (Buffer.byteLength(description, 'utf8') > DESCRIPTION_MAX_BYTES) {
      throw new SocialError('invalid', `YouTube allows ${DESCRIPTION_MAX_BYTES} bytes in a description (letters beyond English take 2 to 4). Shorten the text.`);
    }
    const session = await headersOf(await platformFetch(
      apiUrl(api, '/upload/youtube/v3/videos', { uploadType: 'resumable', part: 'snippet,status' }),
      {
        method: 'POST',
        headers: bearer(input.tokens.accessToken, {
          'content-type': 'application/json; charset=UTF-8',
          'x-upload-content-length': String(video.bytes),
          'x-upload-content-type': video.contentType,
        }),
        body: JSON.stringify({ snippet: { title: youtubeTitle(input.text), description, categoryId: CATEGORY_ID }, status: { privacyStatus: 'public' } }),
      },
      options(input.signal),
    ));
    const location = session.get('location');
    if (!location) throw unexpectedAnswer();
    const uploaded = await readJson(
      await platformFetch(
        location,
        {
          method: 'PUT',
          headers: bearer(input.tokens.accessToken, { 'content-type': video.contentType, 'content-length': String(video.bytes) }),
          body: Readable.toWeb(Readable.from(video.open())) as ReadableStream<Uint8Array>,
          duplex: 'half',
        } as RequestInit,
        options(input.signal, video.bytes),
      ),
    );
    const id = stringField(uploaded, 'id');
    if (!id) throw unexpectedAnswer();
    const privacy = stringField(objectField(uploaded, 'status'), 'privacyStatus');
    const note =
      privacy && privacy !== 'public'
        ? 'YouTube kept this video private: Inkwell’s Google project has not passed YouTube’s API audit yet. You can make it public in YouTube Studio.'
        : undefined;
    return { externalId: id, url: `https://www.youtube.com/watch?v=${id}`, note };
  }

  /**
   * A video's statistics (videos.list, youtube.readonly): views, likes and comments, which YouTube
   * sends as strings and leaves out when the channel hides them (likes) or turned comments off. It
   * reports no impressions or shares here. A deleted video is simply not among the `items`.
   */
  async function metrics(opts: { tokens: PlatformTokens; externalId: string; signal?: AbortSignal }): Promise<PostMetrics> {
    const answer = await fetchJson(
      apiUrl(api, '/youtube/v3/videos', { part: 'statistics', id: opts.externalId }),
      { method: 'GET', headers: bearer(opts.tokens.accessToken) },
      { ...options(opts.signal), explain: explainYouTubeMetrics },
    );
    const video = arrayField(answer, 'items').find((item) => stringField(item, 'id') === opts.externalId);
    if (!video) throw postGone({ status: 200 });
    const statistics = objectField(video, 'statistics');
    return postMetrics({
      views: countField(statistics, 'viewCount'),
      likes: countField(statistics, 'likeCount'),
      comments: countField(statistics, 'commentCount'),
    });
  }

  return {
    platform: 'youtube',
    demo: false,
    authorize: ({ state, codeChallenge, redirectUri }) =>
      authorizationUrl({
        endpoint: app.authorizationEndpoint,
        clientId: app.clientId,
        redirectUri,
        scope: SCOPES,
        state,
        codeChallenge,
        // offline + consent: Google sends a refresh token, also when the creator connects again.
        extra: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
      }),
    exchange: ({ code, codeVerifier, redirectUri, signal }) => exchangeCode(app, { code, codeVerifier, redirectUri, signal }),
    refresh: ({ refreshToken, signal }) => refreshTokens(app, { refreshToken, signal }),
    async profile({ tokens, signal }) {
      const answer = await fetchJson(
        apiUrl(api, '/youtube/v3/channels', { part: 'snippet', mine: 'true' }),
        { method: 'GET', headers: bearer(tokens.accessToken) },
        options(signal),
      );
      const channel = arrayField(answer, 'items')[0];
      const id = stringField(channel, 'id');
      if (!id) throw new SocialError('invalid', 'This Google account has no YouTube channel yet. Create one on YouTube, then connect again.');
      const snippet = objectField(channel, 'snippet');
      return { externalId: id, username: (stringField(snippet, 'customUrl') ?? stringField(snippet, 'title') ?? id).replace(/^@/, '') };
    },
    publish,
    metrics,
    findRecent: ({ tokens, since, text, signal }) =>
      findRecentUpload({ api, timeoutMs: credentials.timeoutMs, explain: explainYouTubeMetrics }, { tokens, since, description: youtubeSafe(text.trim()), signal }),
    revoke: ({ tokens, signal }) => revokeToken(app, { token: tokens.refreshToken ?? tokens.accessToken, authenticate: false, signal }),
  };
}

/** YouTube refuses `<` and `>` in titles and descriptions; the look-alike angle quotes take their place. */
function youtubeSafe(text: string): string {
  return text.replace(/</g, '‹').replace(/>/g, '›');
}

/** The first line with words on it, at most 100 characters (cut with an ellipsis). */
export function youtubeTitle(text: string): string {
  const line = youtubeSafe(text.split('\n').find((l) => l.trim() !== '')?.trim() ?? '');
  const chars = [...line];
  if (chars.length <= YOUTUBE_TITLE_MAX) return line;
  return chars.slice(0, YOUTUBE_TITLE_MAX - 1).join('').trimEnd() + '…';
}
