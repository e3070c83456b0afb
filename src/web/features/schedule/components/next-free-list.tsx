import type { ScheduleResponse } from '../../../../contract/schedule';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS } from '../../../../contract/social';
import { formatInZone } from '../../../lib/format-date';
import { SCHEDULE_MESSAGES } from '../schedule-messages';

/** Where Add to queue would put a post now, per platform, in the creator's zone (from the saved times). */
export function NextFreeList({ nextFree, zone, unsaved }: { nextFree: ScheduleResponse['next_free']; zone: string; unsaved: boolean }) {
  if (nextFree.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">{SCHEDULE_MESSAGES.nextNone}</p>;
  const ordered = PUBLISH_PLATFORMS.flatMap((platform) => nextFree.filter((entry) => entry.platform === platform));
  return (
    <div className="space-y-1.5">
      <ul aria-label={SCHEDULE_MESSAGES.nextHeading} className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {ordered.map((entry) => (
          <li key={entry.platform}>
            <span className="font-medium text-gray-900 dark:text-white">{PUBLISH_PLATFORM_LABELS[entry.platform]}</span>
            <span className="text-gray-700 dark:text-gray-300">{': '}</span>
            <time dateTime={entry.at} className="text-gray-700 dark:text-gray-300">
              {formatInZone(entry.at, zone)}
            </time>
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-600 dark:text-gray-400">{`Times in ${zone}.${unsaved ? ` ${SCHEDULE_MESSAGES.nextUnsaved}` : ''}`}</p>
    </div>
  );
}
