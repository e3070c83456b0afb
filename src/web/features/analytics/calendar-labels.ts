// The overview's days ('YYYY-MM-DD') are already the creator's days (counted in their time zone by the
// server): they are read and written in UTC here, so that no second time-zone shift moves them.
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const hourOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' });

function utcDate(text: string): Date | null {
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "May 2" (an axis label), or "May 2, 2026" with `withYear`; an unreadable day is shown as it came. */
export function formatDay(day: string, { withYear = false }: { withYear?: boolean } = {}): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? utcDate(day) : null;
  if (!date) return day;
  return (withYear ? longDay : shortDay).format(date);
}

/** A usage period 'YYYY-MM' as "May 2026". */
export function formatPeriod(period: string): string {
  const date = /^\d{4}-\d{2}$/.test(period) ? utcDate(`${period}-01`) : null;
  return date ? monthYear.format(date) : period;
}

/** An hour of the day (0–23) as "9 AM". */
export function formatHour(hour: number): string {
  return hourOfDay.format(new Date(Date.UTC(2000, 0, 1, hour)));
}
