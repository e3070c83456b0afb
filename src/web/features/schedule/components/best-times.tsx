import type { QueueSlot, ScheduleResponse } from '../../../../contract/schedule';
import { Button } from '../../../components/button';
import { SCHEDULE_MESSAGES } from '../schedule-messages';
import { hasSlot, weekdayLabel } from '../slot-edit';

type BestTimesProps = {
  suggestions: ScheduleResponse['suggestions'];
  /** The week as it stands (unsaved changes included): a suggestion already in it is not offered again. */
  slots: readonly QueueSlot[];
  onAdd: (slot: { weekday: number; time: string }) => void;
  disabled?: boolean;
};

/**
 * Best-time suggestions from the creator's own measured posts, each with its reason and an Add; while
 * too few posts are measured, how many there are and how many it takes, plainly.
 */
export function BestTimes({ suggestions, slots, onAdd, disabled }: BestTimesProps) {
  const { best_time: best } = suggestions;
  if (!best.ready) return <p className="text-sm text-gray-600 dark:text-gray-400">{SCHEDULE_MESSAGES.bestNotReady(best.needed, best.measured)}</p>;
  if (suggestions.slots.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">{SCHEDULE_MESSAGES.bestNone}</p>;
  return (
    <ul aria-label={SCHEDULE_MESSAGES.bestHeading} className="space-y-2">
      {suggestions.slots.map((suggestion) => {
        const day = weekdayLabel(suggestion.weekday);
        const added = hasSlot(slots, suggestion);
        return (
          <li key={`${suggestion.weekday} ${suggestion.time}`} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-3 sm:flex-row sm:items-center dark:border-gray-800">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-gray-900 dark:text-white">{`${day} ${suggestion.time}`}</p>
              <p className="text-sm text-gray-600 dark:text-gray-400">{suggestion.reason}</p>
            </div>
            {added ? (
              <p className="text-sm font-medium text-emerald-700 dark:text-emerald-300">{SCHEDULE_MESSAGES.suggestionAdded}</p>
            ) : (
              <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onAdd(suggestion)}>
                {SCHEDULE_MESSAGES.addSuggestion(day, suggestion.time)}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
