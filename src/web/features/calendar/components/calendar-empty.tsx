import { CalendarPlus } from 'lucide-react';
import { Button } from '../../../components/button';
import { CALENDAR_MESSAGES } from '../calendar-messages';

/** A range with no post: what the calendar is for and how to start. */
export function CalendarEmpty({ onNewPost, onQueueTimes }: { onNewPost: () => void; onQueueTimes: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-4 sm:flex-row sm:items-center dark:border-gray-700">
      <CalendarPlus aria-hidden="true" className="size-6 shrink-0 text-indigo-600 dark:text-indigo-300" />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-gray-900 dark:text-white">{CALENDAR_MESSAGES.emptyTitle}</h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">{CALENDAR_MESSAGES.emptyBody}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onNewPost}>
          {CALENDAR_MESSAGES.newPost}
        </Button>
        <Button size="sm" variant="secondary" onClick={onQueueTimes}>
          {CALENDAR_MESSAGES.queueTimes}
        </Button>
      </div>
    </div>
  );
}
