import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PostsResponse, type Post } from '../../../../contract/posts';
import { api } from '../../../lib/api/client';

/** The most posts one request returns (contract PostsQuery): a range with more says so. */
export const CALENDAR_POSTS_LIMIT = 200;

/** A range of time, ISO with offsets: from (inclusive) to (exclusive). */
export type CalendarRange = { from: string; to: string };

/** The creator's posts whose time is in the range (docs/product/api.md: GET /api/posts?from=&to=). */
export async function getCalendarPosts(range: CalendarRange & { limit?: number }): Promise<Post[]> {
  const { data } = await api.GET('/posts', { params: { query: { from: range.from, to: range.to, limit: range.limit ?? CALENDAR_POSTS_LIMIT } } });
  return PostsResponse.parse(data).posts;
}

/** Under ['posts']: a post created, moved, retried or deleted anywhere refreshes the calendar. */
export const calendarPostsKey = (range: CalendarRange) => ['posts', 'calendar', range.from, range.to] as const;

export const calendarPostsQueryOptions = (range: CalendarRange) =>
  queryOptions({
    queryKey: calendarPostsKey(range),
    queryFn: () => getCalendarPosts(range),
    // While the next month loads, the one shown stays rather than a blank calendar.
    placeholderData: keepPreviousData,
  });

/** `range` null until the calendar has said what it shows. */
export function useCalendarPosts(range: CalendarRange | null) {
  return useQuery({ ...calendarPostsQueryOptions(range ?? { from: '', to: '' }), enabled: range !== null });
}
