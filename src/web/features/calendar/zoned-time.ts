import { DateTime } from 'luxon';

/**
 * Times on the calendar are the creator's (docs/product/scheduling.md#time-zone): read, written and
 * shown in their IANA zone, whatever zone the browser is in.
 */

/** The browser's zone: the creator's until their profile has one. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A zone name luxon knows, else the browser's (a zone this browser cannot read must not break the page). */
export function usableZone(zone: string | null | undefined): string {
  if (zone && DateTime.now().setZone(zone).isValid) return zone;
  return browserZone();
}

/** "Tue, Dec 1, 9:00 AM" in the zone. */
export function formatInZone(iso: string, zone: string): string {
  const time = DateTime.fromISO(iso, { zone });
  return time.isValid ? time.toFormat('EEE, MMM d, h:mm a') : iso;
}

/** "9:00 AM" in the zone. */
export function formatTimeInZone(iso: string, zone: string): string {
  const time = DateTime.fromISO(iso, { zone });
  return time.isValid ? time.toFormat('h:mm a') : iso;
}

/** The date (YYYY-MM-DD) and time (HH:MM) an instant has in the zone, for date and time inputs. */
export function toLocalParts(iso: string, zone: string): { date: string; time: string } {
  const time = DateTime.fromISO(iso, { zone });
  return { date: time.toFormat('yyyy-MM-dd'), time: time.toFormat('HH:mm') };
}

export type ZonedInstant = { ok: true; iso: string } | { ok: false; problem: string };

/**
 * The ISO time with its offset ("2026-12-01T09:00:00+01:00") of a local date and time in the zone. A
 * time the clocks skip (spring forward) is refused rather than silently moved an hour.
 */
export function fromLocalParts({ date, time, zone }: { date: string; time: string; zone: string }): ZonedInstant {
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time) || !local.isValid) {
    return { ok: false, problem: 'Give a date and a time.' };
  }
  if (local.toFormat('yyyy-MM-dd HH:mm') !== `${date} ${time}`) {
    return { ok: false, problem: `${time} does not exist on that day in ${zone} (the clocks go forward). Choose another time.` };
  }
  return { ok: true, iso: isoWithOffset(local) };
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
