import type { SocialError } from '../../social/errors';

/** Waits before the 2nd, 3rd and 4th try after the platform failed (a 5xx) or a post was found not to be there. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000] as const;
/**
 * After a call whose answer was lost, the platform was asked and showed no such post: nothing went out,
 * and nothing says the platform is failing, so the next try comes soon.
 */
export const ABSENT_RETRY_MS = 5_000;
/** Tries before a target whose platform keeps failing is `failed`. */
export const MAX_TRIES = RETRY_DELAYS_MS.length + 1;
/** How long a platform that said "rate limited" without saying for how long is left alone. */
export const RATE_LIMIT_PAUSE_MS = 15 * 60_000;
/** Tries before a target whose platform keeps rate limiting it is `failed`. */
export const MAX_RATE_LIMITED_TRIES = 10;

/**
 * When to try a target again after a try that is known not to have posted (the platform answered 429 or
 * 5xx, or was asked and showed no such post), or null when it has had its tries. `tries` counts the one
 * that just ended. A 429 waits for the platform's Retry-After (or 15 minutes) and pauses the platform.
 */
export function nextTry(opts: { tries: number; failure?: SocialError; absent?: boolean; now?: Date }): { at: Date; pause: boolean } | null {
  const now = (opts.now ?? new Date()).getTime();
  if (opts.absent) return opts.tries >= MAX_TRIES ? null : { at: new Date(now + ABSENT_RETRY_MS), pause: false };
  if (opts.failure?.opts.status === 429) {
    if (opts.tries >= MAX_RATE_LIMITED_TRIES) return null;
    const asked = opts.failure.opts.retryAfterSeconds;
    return { at: new Date(now + (asked !== undefined ? Math.max(1, asked) * 1000 : RATE_LIMIT_PAUSE_MS)), pause: true };
  }
  if (opts.tries >= MAX_TRIES) return null;
  return { at: new Date(now + RETRY_DELAYS_MS[Math.max(0, opts.tries - 1)]!), pause: false };
}
