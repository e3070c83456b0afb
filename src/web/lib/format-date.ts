const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** "November 21, 2026"; an unreadable date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

const shortDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 21, 2026, 3:04 PM" in the viewer's time zone; an unreadable date is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDateTime.format(date);
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is slow, and a page shows many times in the same zone. */
function zonedFormat(zone: string): Intl.DateTimeFormat | null {
  let format = zonedFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: zone,
      });
    } catch {
      return null;
    }
    zonedFormats.set(zone, format);
  }
  return format;
}

/**
 * "Tue 1 Dec, 09:00": an instant as the creator's wall clock in `zone` shows it (24-hour, as queue
 * times are written), the year added when it is not the current one there. `now` for tests.
 */
export function formatInZone(iso: string, zone: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const format = zonedFormat(zone);
  if (Number.isNaN(date.getTime()) || !format) return iso;
  const parts = (at: Date) => Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const { weekday, day, month, year, hour, minute } = parts(date);
  const thisYear = parts(now).year;
  return `${weekday} ${day} ${month}${year === thisYear ? '' : ` ${year}`}, ${hour}:${minute}`;
}

/** "Tue 1 Dec, 09:00 (Europe/Paris)": with the zone's name, wherever a scheduled time is shown. */
export function formatInZoneNamed(iso: string, zone: string, now: Date = new Date()): string {
  return `${formatInZone(iso, zone, now)} (${zone})`;
}
