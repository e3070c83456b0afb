/**
 * How an upstream failure is handled, decided once for every platform (docs/conventions.md#providers):
 * - `reconnect`: the platform revoked or expired the access for good; the account shows "Reconnect".
 * - `retry`: rate limit, a 5xx, a network failure: worth another try later, never "reconnect".
 * - `invalid`: the post breaks a platform rule (too long, needs a video); said in plain words.
 * - `gone`: the post asked about no longer exists at the platform (deleted there); metrics only.
 */
export type SocialFailureKind = 'reconnect' | 'retry' | 'invalid' | 'gone';

export class SocialError extends Error {
  constructor(
    readonly kind: SocialFailureKind,
    /** Plain words for the creator; never a provider's raw text or a token. */
    message: string,
    readonly opts: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'SocialError';
  }
}

const RECONNECT = 'The platform no longer accepts Inkwell’s access to this account. Reconnect it and try again.';
const RATE_LIMITED = 'The platform is rate limiting posts right now. Try again in a few minutes.';
const UNAVAILABLE = 'The platform did not answer. Try again in a few minutes.';

/**
 * An HTTP answer from a platform's API as a SocialError: 401 (and an OAuth `invalid_grant`) reconnect,
 * 429 and 5xx retry, other 4xx invalid with the platform's rule in `invalidMessage` when the client
 * knows it. Network failures (no status) retry.
 */
export function classifyHttpFailure(opts: { status?: number; oauthError?: string; retryAfterSeconds?: number; invalidMessage?: string; cause?: unknown }): SocialError {
  const { status, oauthError, retryAfterSeconds, cause } = opts;
  if (oauthError === 'invalid_grant' || oauthError === 'invalid_token' || status === 401) return new SocialError('reconnect', RECONNECT, { status, cause });
  if (status === undefined) return new SocialError('retry', UNAVAILABLE, { cause });
  if (status === 429) return new SocialError('retry', RATE_LIMITED, { status, retryAfterSeconds, cause });
  if (status >= 500) return new SocialError('retry', UNAVAILABLE, { status, cause });
  return new SocialError('invalid', opts.invalidMessage ?? 'The platform refused this post.', { status, cause });
}

/** A post's metrics were asked for and the platform says it no longer exists (deleted there). */
export function postGone(opts: { status?: number; cause?: unknown } = {}): SocialError {
  return new SocialError('gone', 'The post is no longer on the platform.', opts);
}
