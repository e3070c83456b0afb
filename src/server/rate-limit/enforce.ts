import type { RateRule } from '../config';
import { MESSAGES } from '../../contract/messages';
import { HttpError } from '../lib/http-error';
import type { RateLimitStore } from './limiter';

/** Counts one attempt against each key and answers 429 when any is over its rule. */
export async function enforceRateLimits(
  store: RateLimitStore,
  checks: Array<{ key: string; rule: RateRule }>,
): Promise<void> {
  const results = await Promise.all(checks.map(({ key, rule }) => store.hit(key, rule)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return;
  const retryAfter = Math.ceil(Math.max(...blocked.map((r) => r.retryAfterMs)) / 1000);
  throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(retryAfter) });
}
