const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The wait before each retry, after the 1st, 2nd… failed attempt (the first attempt goes at once):
 * about 18 hours in all, so that an endpoint down overnight still gets its events.
 */
export const WEBHOOK_BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR] as const;

/** Attempts in all before a delivery is `failed`. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_MS.length + 1;

/** The longest an endpoint may make a retry wait by asking (Retry-After): the schedule's longest wait. */
export const WEBHOOK_LONGEST_WAIT_MS = Math.max(...WEBHOOK_BACKOFF_MS);

/**
 * When to try again after `attempts` failed attempts; null once there are no tries left. An endpoint
 * that asked for a wait (Retry-After on 429 or 503) gets it, but never less than the schedule's wait
 * (it cannot make Inkwell hammer it) nor more than the schedule's longest (a typo of a year does not
 * park the delivery), and it adds no attempts.
 */
export function nextWebhookAttempt(attempts: number, now: Date, askedWaitMs?: number): Date | null {
  const wait = WEBHOOK_BACKOFF_MS[attempts - 1];
  if (wait === undefined) return null;
  const chosen = askedWaitMs === undefined ? wait : Math.min(Math.max(askedWaitMs, wait), WEBHOOK_LONGEST_WAIT_MS);
  return new Date(now.getTime() + chosen);
}
