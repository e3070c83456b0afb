import { SocialError } from '../errors';
import { planPost } from '../publish-rules';
import type { PlatformCredentials, PlatformTokens, PostMetrics, PublishInput, PublishOutcome, SocialPlatformClient } from '../port';
import { apiUrl, bearer, fetchJson, headersOf, objectField, platformFetch, stringField, unexpectedAnswer, type ExplainFailure } from './http';
import { linkedInContent, linkedInMediaProblem } from './linkedin-media';
import { countField, explainGone, postMetrics } from './metrics-fields';
import { escapeLittleText } from './linkedin-text';
import { authorizationUrl, exchangeCode, refreshTokens, type OAuthApp } from './oauth';
import { pollSettings, type ClientOptions } from './poll';

const AUTH_URL = 'https://www.linkedin.com/oauth/v2/authorization';
const TOKEN_URL = 'https://www.linkedin.com/oauth/v2/accessToken';
const API_BASE = 'https://api.linkedin.com';
/** openid + profile: the member's id and name from /v2/userinfo. w_member_social: posting as the member. */
const SCOPES = 'openid profile w_member_social';
/**
 * The Posts API version (YYYYMM). LinkedIn keeps each version for about a year, then answers 426:
 * move this forward when that happens.
 */
export const LINKEDIN_VERSION = '202605';
const REST_HEADERS = { 'LinkedIn-Version': LINKEDIN_VERSION, 'X-Restli-Protocol-Version': '2.0.0' };

/** LinkedIn's error answers (`{status, code, message}`) in words a creator understands. */
export const explainLinkedIn: ExplainFailure = ({ status, body }) => {
  const message = stringField(body, 'message') ?? '';
  if (/duplicate/i.test(message)) return { message: 'LinkedIn refuses to post the same text twice.' };
  if (status === 403) {
    return {
      message: 'LinkedIn did not let Inkwell post for this member. Reconnect the account and allow posting; if that does not help, the LinkedIn app needs the “Share on LinkedIn” product.',
    };
  }
  if (status === 426) return { message: 'LinkedIn no longer accepts the API version this Inkwell uses. Update Inkwell.' };
  if ((status === 400 || status === 422) && /commentary|length|too long/i.test(message)) return { message: 'LinkedIn says the post is over its 3000-character limit.' };
  if (status === 400 || status === 422) return { message: 'LinkedIn refused this post as it is: check its text and media.' };
  return undefined;
};

/**
 * Reading a post's likes and comments: a 404 is a deleted post; a 403 means the connection lacks
 * r_member_social, which LinkedIn grants to the apps it approves only.
 */
const explainLinkedInMetrics: ExplainFailure = explainGone(
  ({ status }) => status === 404,
  (failure) => (failure.status === 403 ? { message: 'LinkedIn does not let Inkwell read this post’s numbers: it allows that only to apps it has approved.' } : explainLinkedIn(failure)),
);

/**
 * LinkedIn: OAuth 2.0 (no PKCE for web apps), Sign In with LinkedIn using OpenID Connect, Posts API.
 * No `findRecent`: listing a member's own posts (Posts API `q=author`) takes r_member_social, which
 * LinkedIn grants to its approved partners only, so an unanswered publish stays for the creator to settle.
 */
export function createLinkedInClient(credentials: PlatformCredentials, options: ClientOptions = {}): SocialPlatformClient {
  const api = credentials.apiBase ?? API_BASE;
  const app: OAuthApp = {
    authorizationEndpoint: credentials.authUrl ?? AUTH_URL,
    tokenEndpoint: credentials.tokenUrl ?? TOKEN_URL,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    auth: 'client_secret_post',
    timeoutMs: credentials.timeoutMs,
    // LinkedIn's answer may leave out token_type; its tokens are bearer tokens.
    normalize: (body) => ({ token_type: 'bearer', ...body }),
  };
  const poll = pollSettings(options);
  const callOptions = (signal?: AbortSignal) => ({ timeoutMs: credentials.timeoutMs, signal, explain: explainLinkedIn });

  async function publish(input: PublishInput): Promise<PublishOutcome> {
    planPost({ platform: 'linkedin', text: input.text, media: input.media, thread: false });
    const problem = linkedInMediaProblem(input.media);
    if (problem) throw new SocialError('invalid', problem);
    const owner = `urn:li:person:${input.profile.externalId}`;
    const accessToken = input.tokens.accessToken;
    const content = await linkedInContent(
      { api, accessToken, owner, restHeaders: REST_HEADERS, timeoutMs: credentials.timeoutMs, signal: input.signal, poll, explain: explainLinkedIn },
      input.media,
    );
    const post = {
      author: owner,
      commentary: escapeLittleText(input.text),
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      ...(content ? { content } : {}),
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    };
    const headers = await headersOf(await platformFetch(
      apiUrl(api, '/rest/posts'),
      { method: 'POST', headers: bearer(accessToken, { ...REST_HEADERS, 'content-type': 'application/json' }), body: JSON.stringify(post) },
      callOptions(input.signal),
    ));
    // The new post's URN comes in a header, with an empty body.
    const urn = headers.get('x-restli-id');
    if (!urn) throw unexpectedAnswer();
    return { externalId: urn, url: `https://www.linkedin.com/feed/update/${urn}/` };
  }

  /**
   * A post's likes and comments from its social actions summary. LinkedIn reports a member post's
   * impressions and reshares only to partner apps (memberCreatorPostAnalytics), so those stay unknown.
   */
  async function metrics(opts: { tokens: PlatformTokens; externalId: string; signal?: AbortSignal }): Promise<PostMetrics> {
    const summary = await fetchJson(
      apiUrl(api, `/rest/socialActions/${encodeURIComponent(opts.externalId)}`),
      { method: 'GET', headers: bearer(opts.tokens.accessToken, REST_HEADERS) },
      { timeoutMs: credentials.timeoutMs, signal: opts.signal, explain: explainLinkedInMetrics },
    );
    return postMetrics({
      likes: countField(objectField(summary, 'likesSummary'), 'totalLikes'),
      comments: countField(objectField(summary, 'commentsSummary'), 'aggregatedTotalComments'),
    });
  }

  return {
    platform: 'linkedin',
    demo: false,
    authorize: ({ state, redirectUri }) => authorizationUrl({ endpoint: app.authorizationEndpoint, clientId: app.clientId, redirectUri, scope: SCOPES, state }),
    // LinkedIn's web flow has no PKCE: the verifier the caller keeps is not sent.
    exchange: ({ code, redirectUri, signal }) => exchangeCode(app, { code, redirectUri, signal }),
    async refresh({ refreshToken, signal }) {
      // Only LinkedIn's approved partners get refresh tokens; everyone else reconnects every 60 days.
      if (!refreshToken) throw new SocialError('reconnect', 'LinkedIn access lasts 60 days and cannot be renewed by Inkwell. Reconnect the account.');
      return refreshTokens(app, { refreshToken, signal });
    },
    async profile({ tokens, signal }) {
      const me = await fetchJson(apiUrl(api, '/v2/userinfo'), { method: 'GET', headers: bearer(tokens.accessToken) }, callOptions(signal));
      const sub = stringField(me, 'sub');
      if (!sub) throw unexpectedAnswer();
      const name = stringField(me, 'name') ?? [stringField(me, 'given_name'), stringField(me, 'family_name')].filter(Boolean).join(' ');
      return { externalId: sub, username: name || sub };
    },
    publish,
    metrics,
  };
}
