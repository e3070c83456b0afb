import { PUBLISH_RULES } from '../../../contract/social';
import { postGone, SocialError } from '../errors';
import { planPost } from '../publish-rules';
import type { PlatformCredentials, PlatformTokens, PostMetrics, PublishInput, PublishOutcome, SocialPlatformClient } from '../port';
import { apiUrl, arrayField, bearer, fetchJson, objectField, stringField, unexpectedAnswer, type ExplainFailure } from './http';
import { countField, postMetrics, sumOf } from './metrics-fields';
import { authorizationUrl, exchangeCode, refreshTokens, revokeToken, type OAuthApp } from './oauth';
import { pollSettings, type ClientOptions } from './poll';
import { twitterMediaProblem, uploadTwitterMedia } from './twitter-media';
import { findRecentTweet } from './twitter-recent';

const AUTH_URL = 'https://x.com/i/oauth2/authorize';
const TOKEN_URL = 'https://api.x.com/2/oauth2/token';
const API_BASE = 'https://api.x.com';
/** media.write: the v2 media upload endpoint needs it besides tweet.write. offline.access: a refresh token. */
const SCOPES = 'tweet.read tweet.write users.read media.write offline.access';

/** X's problem answers (`{title, detail}`, or `errors[].message`) in words a creator understands. */
export const explainTwitter: ExplainFailure = ({ status, body, headers }) => {
  const text = problemText(body);
  if (status === 403 && /duplicate/i.test(text)) return { message: 'X refuses to post the same text twice.' };
  if (status === 403) {
    return { message: 'X did not let Inkwell post for this account. Reconnect it; if that does not help, the X app needs read and write access.' };
  }
  if (status === 400 && /too long|length/i.test(text)) return { message: `X says the post is over its ${PUBLISH_RULES.twitter.maxLength}-character limit.` };
  if (status === 402) return { kind: 'retry', message: 'Inkwell’s X app has used up its API allowance for now. Try again later.' };
  if (status === 429) {
    const reset = Number(headers.get('x-rate-limit-reset'));
    if (Number.isFinite(reset) && reset > 0) {
      return { kind: 'retry', message: 'X is rate limiting posts right now. Try again in a few minutes.', retryAfterSeconds: Math.max(0, Math.ceil(reset - Date.now() / 1000)) };
    }
  }
  return undefined;
};

/** Reading a post's numbers: a 403 means the X app's API access does not include reading posts. */
const explainTwitterMetrics: ExplainFailure = (failure) =>
  failure.status === 403 ? { message: 'X does not let Inkwell read this post’s numbers with the access Inkwell’s X app has.' } : explainTwitter(failure);

/** Reading the account's timeline: a 403 means the X app's API access does not include reading posts. */
const explainTwitterLookup: ExplainFailure = (failure) =>
  failure.status === 403 ? { message: 'X does not let Inkwell read this account’s posts with the access Inkwell’s X app has.' } : explainTwitter(failure);

/** X's problem for a post that does not exist (any more), which it sends in a 200 answer's `errors`. */
function isNotFound(problem: unknown): boolean {
  return /\/resource-not-found$/.test(stringField(problem, 'type') ?? '') || stringField(problem, 'title') === 'Not Found Error';
}

function problemText(body: unknown): string {
  const parts = [stringField(body, 'title'), stringField(body, 'detail')];
  const first: unknown = Array.isArray((body as { errors?: unknown } | null)?.errors) ? (body as { errors: unknown[] }).errors[0] : undefined;
  parts.push(stringField(first, 'message'), stringField(first, 'detail'));
  return parts.filter(Boolean).join(' ');
}

/** X API v2 with OAuth 2.0 (PKCE required, confidential client with Basic authentication). */
export function createTwitterClient(credentials: PlatformCredentials, options: ClientOptions = {}): SocialPlatformClient {
  const api = credentials.apiBase ?? API_BASE;
  const tokenUrl = credentials.tokenUrl ?? TOKEN_URL;
  const app: OAuthApp = {
    authorizationEndpoint: credentials.authUrl ?? AUTH_URL,
    tokenEndpoint: tokenUrl,
    revocationEndpoint: new URL('revoke', tokenUrl).href,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    auth: 'client_secret_basic',
    timeoutMs: credentials.timeoutMs,
  };
  const poll = pollSettings(options);
  const call = (accessToken: string, path: string, init: RequestInit, signal?: AbortSignal) =>
    fetchJson(apiUrl(api, path), { ...init, headers: bearer(accessToken, init.headers as Record<string, string>) }, {
      timeoutMs: credentials.timeoutMs,
      signal,
      explain: explainTwitter,
    });

  async function publish(input: PublishInput): Promise<PublishOutcome> {
    // One post, or a thread's numbered parts (the creator asked for one and the text is over the limit).
    const parts = planPost({ platform: 'twitter', text: input.text, media: input.media, thread: input.thread, parts: input.parts });
    const mediaProblem = twitterMediaProblem(input.media);
    if (mediaProblem) throw new SocialError('invalid', mediaProblem);
    const token = input.tokens.accessToken;
    const mediaIds = await uploadTwitterMedia({ api, accessToken: token, timeoutMs: credentials.timeoutMs, signal: input.signal, poll }, input.media);
    const ids: string[] = [];
    for (const [i, text] of parts.entries()) {
      const post: Record<string, unknown> = { text };
      if (i === 0 && mediaIds.length > 0) post.media = { media_ids: mediaIds };
      if (i > 0) post.reply = { in_reply_to_tweet_id: ids[i - 1] };
      try {
        const answer = await call(token, '/2/tweets', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(post) }, input.signal);
        const id = stringField(objectField(answer, 'data'), 'id');
        if (!id) throw unexpectedAnswer();
        ids.push(id);
      } catch (err) {
        // Part of the thread is live: trying the whole thread again would post those parts twice.
        if (i > 0 && err instanceof SocialError) {
          throw new SocialError('invalid', `X published the first ${i} of ${parts.length} parts of the thread, then refused the rest: ${err.message}`, err.opts);
        }
        throw err;
      }
    }
    const first = ids[0]!;
    return { externalId: first, url: `https://x.com/${encodeURIComponent(input.profile.username)}/status/${first}` };
  }

  /**
   * A post's public numbers. `impression_count` is what X shows as the post's views, so it is the
   * impressions and views stay unknown; shares are reposts plus quotes. The owner's non-public numbers
   * are left alone: X keeps them for 30 days only, and asking for them on an older post fails the answer.
   * A deleted post comes back as 200 with a resource-not-found problem and no `data`.
   */
  async function metrics(opts: { tokens: PlatformTokens; externalId: string; signal?: AbortSignal }): Promise<PostMetrics> {
    const answer = await fetchJson(
      apiUrl(api, `/2/tweets/${encodeURIComponent(opts.externalId)}`, { 'tweet.fields': 'public_metrics' }),
      { method: 'GET', headers: bearer(opts.tokens.accessToken) },
      { timeoutMs: credentials.timeoutMs, signal: opts.signal, explain: explainTwitterMetrics },
    );
    const data = objectField(answer, 'data');
    if (!data) {
      if (arrayField(answer, 'errors').some(isNotFound)) throw postGone({ status: 200, cause: { code: 'resource-not-found' } });
      throw unexpectedAnswer();
    }
    const numbers = objectField(data, 'public_metrics');
    return postMetrics({
      impressions: countField(numbers, 'impression_count'),
      likes: countField(numbers, 'like_count'),
      comments: countField(numbers, 'reply_count'),
      shares: sumOf(countField(numbers, 'retweet_count'), countField(numbers, 'quote_count')),
    });
  }

  return {
    platform: 'twitter',
    demo: false,
    authorize: ({ state, codeChallenge, redirectUri }) =>
      authorizationUrl({ endpoint: app.authorizationEndpoint, clientId: app.clientId, redirectUri, scope: SCOPES, state, codeChallenge }),
    exchange: ({ code, codeVerifier, redirectUri, signal }) => exchangeCode(app, { code, codeVerifier, redirectUri, signal }),
    refresh: ({ refreshToken, signal }) => refreshTokens(app, { refreshToken, signal }),
    async profile({ tokens, signal }) {
      const me = objectField(await call(tokens.accessToken, '/2/users/me', { method: 'GET' }, signal), 'data');
      const id = stringField(me, 'id');
      const username = stringField(me, 'username');
      if (!id || !username) throw unexpectedAnswer();
      return { externalId: id, username };
    },
    publish,
    metrics,
    findRecent: (opts) => findRecentTweet({ api, timeoutMs: credentials.timeoutMs, explain: explainTwitterLookup }, opts),
    async revoke({ tokens, signal }) {
      // Revoking the refresh token ends the whole grant; the access token is revoked too for good measure.
      if (tokens.refreshToken) await revokeToken(app, { token: tokens.refreshToken, tokenTypeHint: 'refresh_token', signal });
      await revokeToken(app, { token: tokens.accessToken, tokenTypeHint: 'access_token', signal });
    },
  };
}

