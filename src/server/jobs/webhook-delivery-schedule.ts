const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The wait before each retry, after the 1st, 2nd… failed attempt (the first attempt goes at once):
 * about 18 hours in all, so that an endpoint down overnight still gets its events.
 */
export const WEBHOOK_BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR] as const;

/** Attempts in all before a delivery is `failed`. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_MS.length + 1;

/** When to try again after `attempts` failed attempts; null once there are no tries left. */
export function nextWebhookAttempt(attempts: number, now: Date): Date | null {
  const wait = WEBHOOK_BACKOFF_MS[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}
