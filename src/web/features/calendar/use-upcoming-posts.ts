import { useQuery } from '@tanstack/react-query';
import { RECONNECT_WARNING_HOURS } from '../../../contract/schedule';
import { getCalendarPosts } from './api/get-calendar-posts';
import { useMinuteClock } from './use-minute-clock';

const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * What is coming, whatever range the calendar shows: the posts due within RECONNECT_WARNING_HOURS (for the
 * reconnect banner), and whether anything at all is scheduled ahead (for the empty state's words).
 */
export function useUpcomingPosts() {
  // To the quarter hour: the window's key changes four times an hour, not every minute.
  const now = Math.floor(useMinuteClock() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const from = new Date(now).toISOString();
  const soon = useQuery({
    queryKey: ['posts', 'calendar', 'due-soon', from],
    queryFn: () => getCalendarPosts({ from, to: new Date(now + RECONNECT_WARNING_HOURS * HOUR_MS + QUARTER_HOUR_MS).toISOString() }),
  });
  const ahead = useQuery({
    queryKey: ['posts', 'calendar', 'any-ahead', from],
    queryFn: () => getCalendarPosts({ from, to: new Date(now + 366 * 24 * HOUR_MS).toISOString(), limit: 1 }),
  });
  return { dueSoon: soon.data ?? [], anythingAhead: ahead.data === undefined ? null : ahead.data.length > 0 };
}
