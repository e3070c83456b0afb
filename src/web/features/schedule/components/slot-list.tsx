import type { QueueSlot } from '../../../../contract/schedule';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { Icon } from '../../../components/icon';
import { SCHEDULE_MESSAGES } from '../schedule-messages';
import { WEEK_ORDER, weekdayLabel } from '../slot-edit';

/** The week's queue times, Monday first, each with the platforms it is for and a Remove button. */
export function SlotList({ slots, onRemove, disabled }: { slots: readonly QueueSlot[]; onRemove: (slot: QueueSlot) => void; disabled?: boolean }) {
  if (slots.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">{SCHEDULE_MESSAGES.noSlots}</p>;
  const days = WEEK_ORDER.map((weekday) => ({ weekday, slots: slots.filter((slot) => slot.weekday === weekday) })).filter((day) => day.slots.length > 0);
  return (
    <ul aria-label={SCHEDULE_MESSAGES.slotsHeading} className="divide-y divide-gray-100 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
      {days.map((day) => (
        <li key={day.weekday} className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-start">
          <span className="w-28 shrink-0 pt-1 text-sm font-semibold text-gray-900 dark:text-white">{weekdayLabel(day.weekday)}</span>
          <ul className="flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <li key={slot.time} className="inline-flex items-center gap-1 rounded-full border border-gray-200 bg-gray-50 py-0.5 pr-1 pl-3 text-sm dark:border-gray-700 dark:bg-gray-800">
                <span className="font-medium text-gray-900 tabular-nums dark:text-white">{slot.time}</span>
                <span className="text-xs text-gray-600 dark:text-gray-400">
                  {slot.platforms.length === 0 ? SCHEDULE_MESSAGES.everyPlatform : slot.platforms.map((platform) => PUBLISH_PLATFORM_LABELS[platform]).join(', ')}
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(slot)}
                  disabled={disabled}
                  aria-label={SCHEDULE_MESSAGES.removeSlot(weekdayLabel(slot.weekday), slot.time)}
                  className="rounded-full p-1 text-gray-600 hover:bg-gray-200 hover:text-gray-900 disabled:opacity-60 dark:text-gray-400 dark:hover:bg-gray-700 dark:hover:text-white"
                >
                  <Icon name="close" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
