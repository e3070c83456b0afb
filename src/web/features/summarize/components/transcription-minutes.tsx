import { useContext } from 'react';
import { UsageLimitsContext } from '../../../lib/usage-limits-context';

/**
 * "12 of 30 transcription minutes used this month": recordings are counted by the minutes sent to the
 * transcription service, against the plan. Nothing while the plan is loading or outside a page that
 * provides the counters.
 */
export function TranscriptionMinutes() {
  const usage = useContext(UsageLimitsContext);
  if (!usage?.plan) return null;
  const limit = usage.plan.transcription_minutes;
  const used = Math.min(usage.counts.transcription_minutes, limit);
  return (
    <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
      {`${used} of ${limit} transcription minutes used this month.`}
      {used >= limit && ' Audio and video can be summarized again next month.'}
    </p>
  );
}
