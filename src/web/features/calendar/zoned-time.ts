import { DateTime } from 'luxon';
import { MAX_AHEAD_MS, SCHEDULE_TIME_MESSAGES, zonedTime } from '../../lib/schedule/zone-time';

/**
 * Times on the calendar are the creator's (docs/product/scheduling.md#time-zone): read, written and
 * shown in their IANA zone, whatever zone the browser is in.
 */

export type ZonedInstant = { ok: true; iso: string } | { ok: false; problem: string };

/**
 * The ISO time with its offset ("2026-12-01T09:00:00+01:00") of a local date and time in the zone, as the
 * publish dialog reads it (lib/schedule/zone-time.ts): a time the clocks skip goes out that hour later, as
 * the server does; no date or time, or more than a year ahead, is refused. A past time is the caller's
 * check (the calendar says it in its own words).
 */
export function chosenTime({ date, time, zone }: { date: string; time: string; zone: string }): ZonedInstant {
  const chosen = zonedTime(date, time, zone);
  if (!chosen) return { ok: false, problem: SCHEDULE_TIME_MESSAGES.missing };
  if (Date.parse(chosen.iso) > Date.now() + MAX_AHEAD_MS) return { ok: false, problem: SCHEDULE_TIME_MESSAGES.tooFar };
  return { ok: true, iso: chosen.iso };
}

/** An instant as ISO with the zone's offset, to the second. */
export function isoInZone(instant: Date, zone: string): string {
  return isoWithOffset(DateTime.fromJSDate(instant, { zone }));
}

function isoWithOffset(time: DateTime): string {
  return time.toISO({ suppressMilliseconds: true, includeOffset: true }) ?? time.toUTC().toISO()!;
}

/**
 * Where a new post starts: the time chosen (week) or 09:00 on the day chosen (month), moved on to the
 * next full hour when that is already past today; null for a time or day wholly past.
 */
export function newPostTime({ at, allDay, zone, now = Date.now() }: { at: Date | null; allDay: boolean; zone: string; now?: number }): { date: string; time: string } | null {
  const current = DateTime.fromMillis(now, { zone });
  const nextHour = current.startOf('hour').plus({ hours: 1 });
  if (!at) return { date: nextHour.toFormat('yyyy-MM-dd'), time: nextHour.toFormat('HH:mm') };
  const chosen = DateTime.fromJSDate(at, { zone });
  const start = allDay ? chosen.set({ hour: 9, minute: 0, second: 0, millisecond: 0 }) : chosen;
  if (start.toMillis() > now) return { date: start.toFormat('yyyy-MM-dd'), time: start.toFormat('HH:mm') };
  if (allDay && chosen.hasSame(current, 'day')) return { date: nextHour.toFormat('yyyy-MM-dd'), time: nextHour.toFormat('HH:mm') };
  return null;
}
