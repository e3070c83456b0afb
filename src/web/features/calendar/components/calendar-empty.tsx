import { CalendarPlus } from 'lucide-react';
import { CALENDAR_MESSAGES } from '../calendar-messages';

/** Nothing in the range and nothing ahead: what the calendar is for and how to start (the header's New post and Queue times). */
export function CalendarEmpty() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-4 dark:border-gray-700">
      <CalendarPlus aria-hidden="true" className="size-6 shrink-0 text-indigo-600 dark:text-indigo-300" />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-gray-900 dark:text-white">{CALENDAR_MESSAGES.emptyTitle}</h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">{CALENDAR_MESSAGES.emptyBody}</p>
      </div>
    </div>
  );
}
