import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button';
import { classNames } from '../../../lib/class-names';
import { CALENDAR_VIEW_LABELS, CALENDAR_VIEWS, type CalendarView } from '../calendar-address';

type CalendarToolbarProps = {
  view: CalendarView;
  /** The range shown, as FullCalendar titles it ("December 2026", "Nov 29 – Dec 5, 2026"). */
  title: string;
  onView: (view: CalendarView) => void;
  onStep: (step: 1 | -1) => void;
  onToday: () => void;
  headingId: string;
};

/**
 * The calendar's own toolbar (FullCalendar's is off): the app's buttons, light and dark, that change the
 * address; the range's title is a heading, announced politely as it changes.
 */
export function CalendarToolbar({ view, title, onView, onStep, onToday, headingId }: CalendarToolbarProps) {
  const unit = view === 'week' ? 'week' : 'month';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onToday}>
          Today
        </Button>
        <div className="flex">
          <Button variant="secondary" size="sm" className="rounded-r-none px-2" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" size="sm" className="-ml-px rounded-l-none px-2" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <h2 id={headingId} aria-live="polite" className="ml-1 text-lg font-semibold text-gray-900 dark:text-white">
          {title}
        </h2>
      </div>
      <div role="group" aria-label="View" className="inline-flex rounded-lg border border-gray-300 p-0.5 dark:border-gray-700">
        {CALENDAR_VIEWS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === view}
            onClick={() => onView(candidate)}
            className={classNames(
              'rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
              candidate === view
                ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
            )}
          >
            {CALENDAR_VIEW_LABELS[candidate]}
          </button>
        ))}
      </div>
    </div>
  );
}
