import { DateTime } from 'luxon';

/**
 * Times chosen in the creator's time zone (docs/product/scheduling.md): a date and a wall-clock time
 * in their IANA zone become an ISO string carrying that zone's offset on that date, so 09:00 in
 * Europe/Paris is +02:00 in July and +01:00 in December. Luxon knows each zone's rules.
 */

/** The zone this browser is in; UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone to show and choose times in: the creator's, else (before their first visit set it) the browser's. */
export function creatorZone(timezone: string | null | undefined): string {
  return timezone && DateTime.local().setZone(timezone).isValid ? timezone : browserTimeZone();
}

/** Every zone the browser knows, UTC included (which Intl lists only as Etc/UTC or not at all). */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes('UTC') ? names : [...names, 'UTC'];
}

export type ZonedTime = {
  /** ISO 8601 with the zone's offset that day, e.g. 2026-12-01T09:00:00+01:00. */
  iso: string;
  /**
   * The wall-clock time it lands on when it differs from the one asked for: a time in the hour skipped
   * when the clocks go forward is moved forward by that hour (02:30 → 03:30), as the server does.
   */
  shiftedTo: string | null;
};

/**
 * A wall-clock time the clocks show twice (the hour repeated when they go back) is its first
 * occurrence, the earlier instant, as the server does for queue times; Luxon picks the later one.
 */
function firstOccurrence(at: DateTime, wallClock: string): DateTime {
  if (!at.isValid) return at;
  const shift = at.minus({ hours: 3 }).offset - at.offset;
  if (shift <= 0) return at;
  const earlier = at.minus({ minutes: shift });
  return earlier.toFormat("yyyy-MM-dd'T'HH:mm") === wallClock ? earlier : at;
}

/** `date` YYYY-MM-DD and `time` HH:MM in `zone`; null when either is not a real date or time. */
export function zonedTime(date: string, time: string, zone: string): ZonedTime | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = firstOccurrence(DateTime.fromISO(`${date}T${time}`, { zone }), `${date}T${time}`);
  if (!at.isValid) return null;
  const iso = at.toISO({ suppressMilliseconds: true });
  if (!iso) return null;
  const landed = at.toFormat('HH:mm');
  return { iso, shiftedTo: landed === time ? null : landed };
}

/** An instant as its date (YYYY-MM-DD) and time (HH:MM) in `zone`, to fill the inputs with. */
export function zonedParts(iso: string, zone: string): { date: string; time: string } | null {
  const at = DateTime.fromISO(iso, { setZone: false }).setZone(zone);
  if (!at.isValid) return null;
  return { date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm') };
}

/**
 * The time a new "Schedule" starts at, in `zone`: the whole hour after the next one, moved to 09:00
 * when that falls in the night (before 08:00, or from 21:00: the next morning).
 */
export function suggestedTime(zone: string, now: Date = new Date()): { date: string; time: string } {
  let at = DateTime.fromJSDate(now).setZone(zone).plus({ hours: 2 }).startOf('hour');
  if (at.hour >= 21) at = at.plus({ days: 1 }).set({ hour: 9 });
  else if (at.hour < 8) at = at.set({ hour: 9 });
  return { date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm') };
}

/** Today's date in `zone` (the date input's earliest day). */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(zone).toFormat('yyyy-MM-dd');
}

/** The furthest a post may be scheduled: a year (365 days) ahead, as the server counts. */
export const MAX_AHEAD_MS = 365 * 24 * 60 * 60_000;

export const SCHEDULE_TIME_MESSAGES = {
  missing: 'Choose a date and a time.',
  past: 'That time has passed: choose a time from now on.',
  tooFar: 'A post can be scheduled at most a year ahead: choose an earlier time.',
  shifted: (asked: string, landed: string, zone: string) =>
    `${asked} does not exist that day in ${zone} (the clocks go forward): it would go out at ${landed}.`,
} as const;

/** Why a chosen time cannot be used (past, over a year ahead, not a time), or null when it can. */
export function scheduledTimeProblem(chosen: ZonedTime | null, now: Date = new Date()): string | null {
  if (!chosen) return SCHEDULE_TIME_MESSAGES.missing;
  const at = new Date(chosen.iso).getTime();
  if (at <= now.getTime()) return SCHEDULE_TIME_MESSAGES.past;
  if (at > now.getTime() + MAX_AHEAD_MS) return SCHEDULE_TIME_MESSAGES.tooFar;
  return null;
}
