import { DateTime } from 'luxon';

/** The calendar's views, as the address names them (?view=…). */
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** FullCalendar's name for each view: the list is a month's posts, day by day. */
export const FULLCALENDAR_VIEWS: Record<CalendarView, string> = { month: 'dayGridMonth', week: 'timeGridWeek', list: 'listMonth' };

export const CALENDAR_VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', list: 'List' };

/** What the address says: the view and a day inside the range shown (YYYY-MM-DD, the creator's). */
export type CalendarPlace = { view: CalendarView; date: string };

/**
 * The view and date from the address (?view=week&date=2026-12-01), so that a reload or Back shows the
 * same range; a missing or unreadable one falls back to the default view (the list on a phone) and today.
 */
export function readCalendarPlace(params: URLSearchParams, { phone, zone, now = Date.now() }: { phone: boolean; zone: string; now?: number }): CalendarPlace {
  const view = CALENDAR_VIEWS.find((candidate) => candidate === params.get('view')) ?? (phone ? 'list' : 'month');
  const given = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(given) && DateTime.fromISO(given).isValid ? given : todayIn(zone, now);
  return { view, date };
}

export function todayIn(zone: string, now: number = Date.now()): string {
  return DateTime.fromMillis(now, { zone }).toFormat('yyyy-MM-dd');
}

/** The place one range before (-1) or after (+1): a month for the month and list views, a week for the week. */
export function shiftCalendarPlace(place: CalendarPlace, step: 1 | -1): CalendarPlace {
  const date = DateTime.fromISO(place.date);
  const moved = place.view === 'week' ? date.plus({ weeks: step }) : date.startOf('month').plus({ months: step });
  return { view: place.view, date: moved.toFormat('yyyy-MM-dd') };
}

export function calendarSearch(place: CalendarPlace): string {
  return new URLSearchParams({ view: place.view, date: place.date }).toString();
}
