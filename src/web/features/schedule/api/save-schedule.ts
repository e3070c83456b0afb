import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScheduleResponse, type PutScheduleRequest } from '../../../../contract/schedule';
import { api } from '../../../lib/api/client';
import { sessionQueryOptions } from '../../../lib/auth/session-query';
import { scheduleQueryKey } from '../../../lib/schedule/api/get-schedule';

/** Replaces the creator's time zone and queue times (422 with the reason: an unknown zone, a slot twice). */
export async function saveSchedule(body: PutScheduleRequest): Promise<ScheduleResponse> {
  const { data } = await api.PUT('/schedule', { body });
  return ScheduleResponse.parse(data);
}

/** The answer is the schedule as now stored; the user is read again, since it carries the time zone. */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['schedule', 'save'],
    mutationFn: saveSchedule,
    onSuccess: (schedule) => {
      queryClient.setQueryData(scheduleQueryKey, schedule);
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}
