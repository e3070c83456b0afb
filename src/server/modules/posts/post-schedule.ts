import { HttpError } from '../../lib/http-error';
import { POST_MESSAGES } from './post-messages';

/** A time this far in the past still counts as now: the creator's clock and the server's differ a little. */
export const SCHEDULE_SKEW_MS = 60_000;
/** The furthest ahead a post may be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 365 * 24 * 60 * 60_000;

/** A scheduled time from the API (ISO with its offset), refused with 422 when past or over a year ahead. */
export function scheduledTime(value: string, now = new Date()): Date {
  const at = new Date(value);
  if (at.getTime() < now.getTime() - SCHEDULE_SKEW_MS) throw new HttpError(422, POST_MESSAGES.scheduledPast);
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_AHEAD_MS) throw new HttpError(422, POST_MESSAGES.scheduledTooFar);
  return at;
}
