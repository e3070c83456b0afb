import { SocialError } from '../errors';
import { planPost } from '../publish-rules';
import type { PlatformCredentials, PlatformTokens, PostMetrics, PublishInput, PublishMedia, PublishOutcome, SocialPlatformClient } from '../port';
import { apiUrl, arrayField, platformFetch, stringField, unexpectedAnswer } from './http';
import { explainGraph, explainStatusText, graphCall, type GraphContext } from './graph';
import { explainGraphMetrics, graphInsights } from './graph-metrics';
import { findRecentInstagramMedia } from './graph-recent';
import { countField, postMetrics } from './metrics-fields';
import { authorizationUrl, exchangeCode, tokensFromResponse, type OAuthApp } from './oauth';
import { pollSettings, pollUntil, type ClientOptions, type PollSettings } from './poll';

const AUTH_URL = 'https://www.instagram.com/oauth/authorize';
const TOKEN_URL = 'https://api.instagram.com/oauth/access_token';
const API_BASE = 'https://graph.instagram.com';
/** Reading the account, publishing, and (manage_insights) a post's views and shares. */
const SCOPES = 'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_insights';
const MAX_HASHTAGS = 30;
const explain = explainGraph('Instagram');
const explainMetrics = explainGraphMetrics('Instagram');

/**
 * Instagram API with Instagram Login, for professional (Business or Creator) accounts. Instagram's
 * login has no PKCE. Connecting swaps the short-lived token for a long-lived one (60 days), which is
 * renewed with itself: so the long-lived token is also this account's "refresh token".
 *
 * Publishing is Meta's container flow: a container for the image or video (Instagram fetches the file
 * from its signed URL under APP_URL), wait until it is FINISHED, then `media_publish` it. Carousels
 * (2–10 items) would be child containers under a CAROUSEL one, should the publishing rules allow more
 * than one file.
 */
export function createInstagramClient(credentials: PlatformCredentials, options: ClientOptions = {}): SocialPlatformClient {
  const api = credentials.apiBase ?? API_BASE;
  const app: OAuthApp = {
    authorizationEndpoint: credentials.authUrl ?? AUTH_URL,
    tokenEndpoint: credentials.tokenUrl ?? TOKEN_URL,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    auth: 'client_secret_post',
    timeoutMs: credentials.timeoutMs,
    normalize: normalizeInstagramTokens,
  };
  const poll = pollSettings(options);
  const graph = (accessToken: string, signal?: AbortSignal): GraphContext => ({ api, accessToken, timeoutMs: credentials.timeoutMs, signal, explain });

  /** graph.instagram.com's token endpoints are GET requests with the token in the query. */
  async function tokenGet(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<PlatformTokens> {
    const response = await platformFetch(apiUrl(api, path, query), { method: 'GET' }, { timeoutMs: credentials.timeoutMs, signal, explain });
    const tokens = await tokensFromResponse(app, response, 'refresh');
    return { ...tokens, refreshToken: tokens.accessToken };
  }

  async function exchange(opts: { code: string; redirectUri: string; signal?: AbortSignal }): Promise<PlatformTokens> {
    const short = await exchangeCode(app, { code: opts.code, redirectUri: opts.redirectUri, signal: opts.signal });
    const long = await tokenGet('/access_token', { grant_type: 'ig_exchange_token', client_secret: app.clientSecret, access_token: short.accessToken }, opts.signal);
    return { ...long, scope: short.scope ?? long.scope };
  }

  async function publish(input: PublishInput): Promise<PublishOutcome> {
    planPost({ platform: 'instagram', text: input.text, media: input.media, thread: false });
    const problem = instagramMediaProblem(input);
    if (problem) throw new SocialError('invalid', problem);
    const ctx = graph(input.tokens.accessToken, input.signal);
    const user = input.profile.externalId;
    // planPost made sure of exactly one image or video.
    const container = await createContainer(ctx, user, { ...mediaFields(input.media[0]!), caption: input.text });
    await waitUntilFinished(ctx, container, poll);
    const published = stringField(await graphCall(ctx, 'POST', `/${user}/media_publish`, { json: { creation_id: container } }), 'id');
    if (!published) throw unexpectedAnswer();
    return { externalId: published, url: await permalink(ctx, published) };
  }

  /**
   * A media's likes and comments (its own fields; a hidden like count is left out) and, from its
   * insights, views and shares. Meta retired media `impressions` in 2025 for `views`, so impressions
   * stay unknown; insights withheld (no manage_insights permission, too few viewers) leave theirs unknown.
   */
  async function metrics(opts: { tokens: PlatformTokens; externalId: string; signal?: AbortSignal }): Promise<PostMetrics> {
    const ctx: GraphContext = { api, accessToken: opts.tokens.accessToken, timeoutMs: credentials.timeoutMs, signal: opts.signal, explain: explainMetrics };
    const id = `/${encodeURIComponent(opts.externalId)}`;
    const media = await graphCall(ctx, 'GET', id, { query: { fields: 'id,like_count,comments_count' } });
    const insights = await graphInsights(ctx, `${id}/insights`, ['views', 'shares']);
    return postMetrics({
      likes: countField(media, 'like_count'),
      comments: countField(media, 'comments_count'),
      shares: insights.get('shares') ?? null,
      views: insights.get('views') ?? null,
    });
  }

  return {
    platform: 'instagram',
    demo: false,
    authorize: ({ state, redirectUri }) => authorizationUrl({ endpoint: app.authorizationEndpoint, clientId: app.clientId, redirectUri, scope: SCOPES, state }),
    exchange: ({ code, redirectUri, signal }) => exchange({ code, redirectUri, signal }),
    refresh: ({ refreshToken, signal }) => tokenGet('/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: refreshToken }, signal),
    async profile({ tokens, signal }) {
      const me = await graphCall(graph(tokens.accessToken, signal), 'GET', '/me', { query: { fields: 'user_id,username' } });
      // user_id is the professional account's id, which the publishing endpoints take.
      const id = stringField(me, 'user_id') ?? stringField(me, 'id');
      if (!id) throw unexpectedAnswer();
      return { externalId: id, username: stringField(me, 'username') ?? id };
    },
    publish,
    metrics,
    findRecent: ({ tokens, profile, since, text, signal }) => findRecentInstagramMedia({ ctx: graph(tokens.accessToken, signal), profile, since, text }),
  };
}

/** Instagram's answer to the code: `{data: [{access_token, user_id, permissions}]}` (or flat), no token_type. */
function normalizeInstagramTokens(body: Record<string, unknown>): Record<string, unknown> {
  const first = arrayField(body, 'data')[0];
  const flat = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : body;
  const permissions = flat.permissions;
  return {
    token_type: 'bearer',
    ...flat,
    ...(Array.isArray(permissions) ? { scope: permissions.join(',') } : typeof permissions === 'string' ? { scope: permissions } : {}),
  };
}

/** Besides planPost's one image or video: JPEG images only, at most 30 hashtags (Meta's content publishing docs). */
function instagramMediaProblem(input: PublishInput): string | undefined {
  if (input.media.some((m) => m.kind === 'image' && m.contentType !== 'image/jpeg')) return 'Instagram takes JPEG images only.';
  if ((input.text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length > MAX_HASHTAGS) return `Instagram allows at most ${MAX_HASHTAGS} hashtags in a caption.`;
  return undefined;
}

/** A reel for a video (Meta publishes every feed video as a reel), an image otherwise. */
function mediaFields(media: PublishMedia): Record<string, unknown> {
  return media.kind === 'video' ? { media_type: 'REELS', video_url: media.publicUrl } : { image_url: media.publicUrl };
}

async function createContainer(ctx: GraphContext, user: string, fields: Record<string, unknown>): Promise<string> {
  const id = stringField(await graphCall(ctx, 'POST', `/${user}/media`, { json: fields }), 'id');
  if (!id) throw unexpectedAnswer();
  return id;
}

/** Polls the container's status_code until FINISHED (ERROR and EXPIRED are refusals). */
async function waitUntilFinished(ctx: GraphContext, container: string, poll: PollSettings): Promise<void> {
  const finished = await pollUntil(
    poll,
    async () => {
      const status = await graphCall(ctx, 'GET', `/${container}`, { query: { fields: 'status_code,status' } });
      const code = stringField(status, 'status_code');
      if (code === 'FINISHED' || code === 'PUBLISHED') return { done: true, value: true };
      if (code === 'EXPIRED') throw new SocialError('invalid', 'Instagram let the upload expire before it was published. Publish again.');
      if (code === 'ERROR') {
        const known = explainStatusText('Instagram', stringField(status, 'status'));
        throw new SocialError(known?.kind ?? 'invalid', known?.message ?? 'Instagram could not process the media: check its format, size and aspect ratio.');
      }
      return { done: false };
    },
    ctx.signal,
  );
  if (!finished) throw new SocialError('retry', 'Instagram is still processing the media. Try publishing again in a few minutes.');
}

/** The post's link; it is live already, so a failure here leaves the link out rather than failing the post. */
async function permalink(ctx: GraphContext, mediaId: string): Promise<string | null> {
  try {
    return stringField(await graphCall(ctx, 'GET', `/${mediaId}`, { query: { fields: 'permalink' } }), 'permalink') ?? null;
  } catch {
    return null;
  }
}
