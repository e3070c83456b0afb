import { SocialError } from '../errors';
import { planPost } from '../publish-rules';
import type { PlatformCredentials, PlatformTarget, PlatformTokens, PostMetrics, PublishInput, PublishOutcome, SocialPlatformClient } from '../port';
import { arrayField, objectField, stringField, unexpectedAnswer } from './http';
import { explainGraph, GRAPH_VERSION, graphCall, type GraphContext } from './graph';
import { explainGraphMetrics, graphInsights, optionalGraphRead, summaryCount } from './graph-metrics';
import { findRecentPagePost } from './graph-recent';
import { countField, postMetrics } from './metrics-fields';
import { authorizationUrl, exchangeCode, grantTokens, type OAuthApp } from './oauth';

const AUTH_URL = `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`;
const TOKEN_URL = `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`;
const API_BASE = 'https://graph.facebook.com';
/**
 * Listing the creator's Pages, publishing to them, reading their posts; for a post's numbers, its
 * comments (pages_read_user_content: comments are the visitors' content) and its insights (read_insights).
 */
const SCOPES = 'pages_show_list,pages_manage_posts,pages_read_engagement,pages_read_user_content,read_insights';
const explain = explainGraph('Facebook');
const explainMetrics = explainGraphMetrics('Facebook');

/**
 * Facebook Pages through Facebook Login and the Graph API. Meta's web login has no PKCE (its PKCE flow
 * is an OpenID Connect test feature), so the state alone guards the callback.
 *
 * Connecting gives a long-lived user token (the code's short-lived one, exchanged), which only lists
 * the creator's Pages: `targets` answers each Page Inkwell may post to (content rights) with its Page
 * token, and a Page token obtained with a long-lived user token does not expire. Inkwell connects the
 * first Page and keeps the others' (sealed) so the creator can switch on /social-accounts; the user
 * token itself is not stored.
 */
export function createFacebookClient(credentials: PlatformCredentials): SocialPlatformClient {
  const api = credentials.apiBase ?? API_BASE;
  const app: OAuthApp = {
    authorizationEndpoint: credentials.authUrl ?? AUTH_URL,
    tokenEndpoint: credentials.tokenUrl ?? TOKEN_URL,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    auth: 'client_secret_post',
    timeoutMs: credentials.timeoutMs,
  };
  const graph = (accessToken: string, signal?: AbortSignal): GraphContext => ({ api, accessToken, timeoutMs: credentials.timeoutMs, signal, explain });

  async function exchange(opts: { code: string; redirectUri: string; signal?: AbortSignal }): Promise<PlatformTokens> {
    const short = await exchangeCode(app, { code: opts.code, redirectUri: opts.redirectUri, signal: opts.signal });
    const long = await grantTokens(app, { grantType: 'fb_exchange_token', params: { fb_exchange_token: short.accessToken }, signal: opts.signal });
    return { ...long, scope: short.scope ?? long.scope };
  }

  /** The Pages the user token's owner may post to (content rights), with their Page tokens. */
  async function targets(opts: { tokens: PlatformTokens; signal?: AbortSignal }): Promise<PlatformTarget[]> {
    const pages = arrayField(
      await graphCall(graph(opts.tokens.accessToken, opts.signal), 'GET', '/me/accounts', { query: { fields: 'id,name,access_token,tasks', limit: '100' } }),
      'data',
    );
    const canPost = (page: unknown) => {
      const tasks = arrayField(page, 'tasks');
      return tasks.length === 0 || tasks.includes('CREATE_CONTENT');
    };
    return pages.flatMap((page) => {
      const id = stringField(page, 'id');
      const accessToken = stringField(page, 'access_token');
      if (!id || !accessToken || !canPost(page)) return [];
      return [{ externalId: id, username: stringField(page, 'name') ?? id, tokens: { accessToken, ...(opts.tokens.scope && { scope: opts.tokens.scope }) } }];
    });
  }

  async function publish(input: PublishInput): Promise<PublishOutcome> {
    planPost({ platform: 'facebook', text: input.text, media: input.media, thread: false });
    // planPost allows one video, or images only.
    const videos = input.media.filter((m) => m.kind === 'video');
    const ctx = graph(input.tokens.accessToken, input.signal);
    const pageId = input.profile.externalId;
    if (videos.length === 1) {
      const video = await graphCall(ctx, 'POST', `/${pageId}/videos`, { json: { file_url: videos[0]!.publicUrl, description: input.text, published: true } });
      const id = stringField(video, 'id');
      if (!id) throw unexpectedAnswer();
      return { externalId: id, url: `https://www.facebook.com/watch/?v=${id}` };
    }
    // Photos are uploaded unpublished (Facebook fetches them from their URLs), then attached to one post.
    const attached: Array<{ media_fbid: string }> = [];
    for (const image of input.media) {
      const photo = await graphCall(ctx, 'POST', `/${pageId}/photos`, { json: { url: image.publicUrl, published: false } });
      const id = stringField(photo, 'id');
      if (!id) throw unexpectedAnswer();
      attached.push({ media_fbid: id });
    }
    const post = await graphCall(ctx, 'POST', `/${pageId}/feed`, {
      query: { fields: 'id,permalink_url' },
      json: { message: input.text, published: true, ...(attached.length > 0 ? { attached_media: attached } : {}) },
    });
    const id = stringField(post, 'id');
    if (!id) throw unexpectedAnswer();
    return { externalId: id, url: stringField(post, 'permalink_url') ?? `https://www.facebook.com/${id}` };
  }

  /**
   * A Page post's numbers (`{page}_{post}` ids) or a Page video's (`publish` answers a video's own id).
   * The post itself must answer (else it is gone); its reactions and comments, and its views from the
   * insights, are each left unknown when Meta withholds them for a permission. Meta replaced the post
   * "impressions" metric with "views" (post_media_view), so impressions stay unknown. Without a
   * `shares` field (Graph seems to leave it out when nobody shared, but does not say so) shares stay unknown.
   */
  async function metrics(opts: { tokens: PlatformTokens; externalId: string; signal?: AbortSignal }): Promise<PostMetrics> {
    const ctx: GraphContext = { api, accessToken: opts.tokens.accessToken, timeoutMs: credentials.timeoutMs, signal: opts.signal, explain: explainMetrics };
    const id = `/${encodeURIComponent(opts.externalId)}`;
    const video = !opts.externalId.includes('_');
    const post = await graphCall(ctx, 'GET', id, { query: { fields: video ? 'id' : 'id,shares' } });
    // One read per edge: Meta refuses a whole read for one edge's permission (comments need pages_read_user_content).
    const total = async (edge: string) => summaryCount(await optionalGraphRead(ctx, id, { fields: `${edge}.summary(total_count).limit(0)` }), edge);
    const [path, metric] = video ? [`${id}/video_insights`, 'total_video_views'] : [`${id}/insights`, 'post_media_view'];
    const [likes, comments, insights] = await Promise.all([total('reactions'), total('comments'), graphInsights(ctx, path, [metric])]);
    return postMetrics({
      likes,
      comments,
      shares: video ? null : countField(objectField(post, 'shares'), 'count'),
      views: insights.get(metric) ?? null,
    });
  }

  return {
    platform: 'facebook',
    demo: false,
    authorize: ({ state, redirectUri }) => authorizationUrl({ endpoint: app.authorizationEndpoint, clientId: app.clientId, redirectUri, scope: SCOPES, state }),
    exchange: ({ code, redirectUri, signal }) => exchange({ code, redirectUri, signal }),
    targets,
    async refresh() {
      // Page tokens obtained through a long-lived user token do not expire; none is ever refreshed.
      throw new SocialError('reconnect', 'Facebook withdrew Inkwell’s access to this Page. Reconnect it and try again.');
    },
    async profile({ tokens, signal }) {
      // With a Page token (a target's), /me is the Page.
      const page = await graphCall(graph(tokens.accessToken, signal), 'GET', '/me', { query: { fields: 'id,name' } });
      const id = stringField(page, 'id');
      if (!id) throw unexpectedAnswer();
      return { externalId: id, username: stringField(page, 'name') ?? id };
    },
    publish,
    metrics,
    findRecent: ({ tokens, profile, since, text, signal }) => findRecentPagePost({ ctx: graph(tokens.accessToken, signal), profile, since, text }),
  };
}
