import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleResponse } from '../../../../contract/schedule';
import { api } from '../../api/client';

/** The creator's time zone, weekly queue slots, best-time suggestions and each platform's next free slot. */
export async function getSchedule(): Promise<ScheduleResponse> {
  const { data } = await api.GET('/schedule');
  return ScheduleResponse.parse(data);
}

export const scheduleQueryKey = ['schedule'] as const;

export const scheduleQueryOptions = queryOptions({
  queryKey: scheduleQueryKey,
  queryFn: getSchedule,
  // Where "Add to queue" would put a post moves as posts are scheduled: read it again when asked for.
  staleTime: 0,
});

/** `enabled`: e.g. only while a dialog offering "Add to queue" is open. */
export function useSchedule({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...scheduleQueryOptions, enabled });
}
