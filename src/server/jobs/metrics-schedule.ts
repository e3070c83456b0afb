/**
 * When a published post's numbers are asked for (jobs/metrics-refresh.ts): often while it is new and
 * its numbers move, then less and less, and never after METRICS_DAYS (its numbers have settled).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first fetch: a few minutes after publishing, when the platform has counted the first reactions. */
export const FIRST_FETCH_AFTER_MS = 10 * MINUTE;
/** Posts older than this are not asked about again. */
export const METRICS_DAYS = 90;
/** Failures in a row after which a post is given up on (state `unavailable`). */
export const MAX_FAILURES = 10;
/** An account that cannot be used now (disconnected, to reconnect) is looked at again after this. */
export const ACCOUNT_RETRY_MS = DAY;
/** A rate limit without a Retry-After: this long. */
export const RATE_LIMIT_PAUSE_MS = 15 * MINUTE;

/** The gap before the next fetch of a post of this age. */
function gapFor(ageMs: number): number {
  if (ageMs < DAY) return HOUR;
  if (ageMs < 7 * DAY) return 6 * HOUR;
  if (ageMs < 30 * DAY) return DAY;
  return 7 * DAY;
}

/** After a successful fetch: when to ask next, or null when the post is old enough to stop. */
export function nextFetchAt(publishedAt: Date, now: Date): Date | null {
  const age = now.getTime() - publishedAt.getTime();
  const next = now.getTime() + gapFor(age);
  return next - publishedAt.getTime() > METRICS_DAYS * DAY ? null : new Date(next);
}

/** After the `failures`-th failure in a row: 15 minutes, doubling, at most a day; null once it is given up on or too old. */
export function retryAt(publishedAt: Date, now: Date, failures: number): Date | null {
  if (failures >= MAX_FAILURES) return null;
  const next = now.getTime() + Math.min(DAY, 15 * MINUTE * 2 ** Math.max(0, failures - 1));
  return next - publishedAt.getTime() > METRICS_DAYS * DAY ? null : new Date(next);
}

/** Later than `at`, but within the window: null when `at` is past it. */
export function deferUntil(publishedAt: Date, at: Date): Date | null {
  return at.getTime() - publishedAt.getTime() > METRICS_DAYS * DAY ? null : at;
}
