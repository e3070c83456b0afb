import { useState } from 'react';
import type { PublishPlatform } from '../../../contract/social';
import { useAuth } from '../../lib/auth/use-auth';
import { useSchedule } from '../../lib/schedule/api/get-schedule';
import { creatorZone } from '../../lib/schedule/zone-time';
import { initialWhen, whenBody, whenProblem, type WhenChoice } from './when-choice';

/**
 * The When choice of a dialog that makes a post: its value, the creator's zone, the queue's next free
 * slots (read while `enabled`), why it cannot be sent yet, and the body fields it adds to POST /api/posts.
 */
export function useWhen({ platforms, enabled = true }: { platforms: readonly PublishPlatform[]; enabled?: boolean }) {
  const { user } = useAuth();
  const zone = creatorZone(user?.timezone);
  const [value, setValue] = useState<WhenChoice>(() => initialWhen(zone));
  const schedule = useSchedule({ enabled });
  const nextFree = schedule.data?.next_free;
  const queueError = schedule.isError;
  const problem = value.mode === 'now' ? null : whenProblem(value, { zone, platforms, nextFree: queueError ? [] : nextFree });

  return {
    value,
    zone,
    problem,
    body: () => whenBody(value, zone),
    pickerProps: { value, onChange: setValue, zone, platforms, nextFree, queueError },
  };
}
