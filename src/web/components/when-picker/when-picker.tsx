import { useId } from 'react';
import { Link } from 'react-router';
import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';
import { classNames } from '../../lib/class-names';
import { formatInZone } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import { SCHEDULE_TIME_MESSAGES, todayIn, zonedTime } from '../../lib/schedule/zone-time';
import { ScheduleTimeFields } from './schedule-time-fields';
import { platformsWithoutSlot, queuePlan, whenProblem, WHEN_MESSAGES, type NextFree, type WhenChoice, type WhenMode } from './when-choice';

type WhenPickerProps = {
  value: WhenChoice;
  onChange: (next: WhenChoice) => void;
  /** The creator's zone: the time is chosen, and the queue's times are shown, in it. */
  zone: string;
  /** The platforms chosen: where each would go in the queue. */
  platforms: readonly PublishPlatform[];
  /** GET /api/schedule's next free slots; undefined while read (or when it failed: `queueError`). */
  nextFree: NextFree | undefined;
  queueError: boolean;
  disabled?: boolean;
};

const linkStyles = 'rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';
const MODES: WhenMode[] = ['now', 'schedule', 'queue'];
const HINTS: Record<WhenMode, string> = { now: WHEN_MESSAGES.nowHint, schedule: WHEN_MESSAGES.scheduleHint, queue: WHEN_MESSAGES.queueHint };

/**
 * "When" (issue 27): Publish now, Schedule (a date and time in the creator's zone) or Add to queue
 * (each platform's next free slot, shown; off, saying why and where to set queue times, while a chosen
 * platform has none). The parent sends what whenBody() makes of the value.
 */
export function WhenPicker({ value, onChange, zone, platforms, nextFree, queueError, disabled }: WhenPickerProps) {
  const id = useId();
  const missing = platformsWithoutSlot(platforms, nextFree);
  const queueReason = queueError ? WHEN_MESSAGES.queueFailed : missing.length > 0 ? WHEN_MESSAGES.noSlot(missing) : null;
  const chosenTime = zonedTime(value.date, value.time, zone);
  const problem = value.mode === 'schedule' ? whenProblem(value, { zone, platforms, nextFree }) : null;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900 dark:text-white">{WHEN_MESSAGES.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {MODES.map((mode) => {
          const checked = value.mode === mode;
          // A queue without a time for a chosen platform is off, unless already chosen (its reason then stops the button).
          const off = disabled || (mode === 'queue' && queueReason !== null && !checked);
          return (
            <label
              key={mode}
              className={classNames(
                'grid grid-cols-[auto_1fr] items-start gap-x-2.5 rounded-xl border p-3 transition-colors',
                off ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
                checked
                  ? 'border-indigo-500 bg-indigo-50/60 dark:border-indigo-400 dark:bg-indigo-500/10'
                  : 'border-gray-200 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800/60',
              )}
            >
              <input
                type="radio"
                name={`${id}-when`}
                value={mode}
                checked={checked}
                disabled={off}
                aria-describedby={`${id}-${mode}-hint${mode === 'queue' && queueReason ? ` ${id}-queue-reason` : ''}`}
                onChange={() => onChange({ ...value, mode })}
                className="row-span-2 mt-0.5 size-4 shrink-0 accent-indigo-600 dark:accent-indigo-400"
              />
              <span className="text-sm font-medium text-gray-900 dark:text-white">{WHEN_MESSAGES[mode]}</span>
              <span id={`${id}-${mode}-hint`} className="text-xs text-gray-600 dark:text-gray-400">
                {HINTS[mode]}
              </span>
            </label>
          );
        })}
      </div>

      {queueReason && (
        <p id={`${id}-queue-reason`} className="text-sm text-gray-700 dark:text-gray-300">
          {`${queueReason} `}
          <Link to={paths.calendar} className={linkStyles}>
            {WHEN_MESSAGES.setQueueTimes}
          </Link>
        </p>
      )}

      {value.mode === 'schedule' && (
        <ScheduleTimeFields
          date={value.date}
          time={value.time}
          onChange={(next) => onChange({ ...value, ...next })}
          zone={zone}
          minDate={todayIn(zone)}
          problem={problem}
          note={chosenTime?.shiftedTo ? SCHEDULE_TIME_MESSAGES.shifted(value.time, chosenTime.shiftedTo, zone) : null}
          disabled={disabled}
        />
      )}

      {value.mode === 'queue' && <QueuePlan zone={zone} platforms={platforms} nextFree={nextFree} queueError={queueError} />}
    </fieldset>
  );
}

/** Where Add to queue would put each chosen platform, in the creator's zone. */
function QueuePlan({ zone, platforms, nextFree, queueError }: { zone: string; platforms: readonly PublishPlatform[]; nextFree: NextFree | undefined; queueError: boolean }) {
  if (queueError) return null;
  if (!nextFree) return <p className="text-sm text-gray-600 dark:text-gray-400">{WHEN_MESSAGES.queueLoading}</p>;
  if (platforms.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">{WHEN_MESSAGES.queueChoosePlatforms}</p>;
  const plan = queuePlan(platforms, nextFree).flatMap((entry) => (entry.at ? [{ platform: entry.platform, at: entry.at }] : []));
  if (plan.length === 0) return null;
  return (
    <div className="text-sm text-gray-700 dark:text-gray-300">
      <p>{WHEN_MESSAGES.queueGoes(zone)}</p>
      <ul aria-label="Where each would go" className="mt-1 space-y-0.5">
        {plan.map((entry) => (
          <li key={entry.platform}>
            <span className="font-medium text-gray-900 dark:text-white">{PUBLISH_PLATFORM_LABELS[entry.platform]}</span>
            {': '}
            <time dateTime={entry.at}>{formatInZone(entry.at, zone)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}
