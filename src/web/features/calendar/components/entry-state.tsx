import { TARGET_STATE_LABELS } from '../../../../contract/posts';
import { classNames } from '../../../lib/class-names';
import type { CalendarEntry } from '../calendar-entries';
import { CALENDAR_MESSAGES } from '../calendar-messages';

/** The words of an entry's state: the state, how late it went out, and a reconnect flag — never colour alone. */
export function entryStateWords(entry: CalendarEntry): string {
  const late = entry.target.late_minutes && entry.target.late_minutes > 1 ? ` (${CALENDAR_MESSAGES.late(entry.target.late_minutes)})` : '';
  return `${TARGET_STATE_LABELS[entry.target.state]}${late}`;
}

const TONES: Partial<Record<CalendarEntry['target']['state'], string>> = {
  scheduled: 'text-indigo-800 dark:text-indigo-200',
  publishing: 'text-indigo-800 dark:text-indigo-200',
  published: 'text-emerald-800 dark:text-emerald-200',
  failed: 'text-red-800 dark:text-red-200',
  missed: 'text-red-800 dark:text-red-200',
  needs_reconnect: 'text-amber-900 dark:text-amber-100',
  unknown: 'text-amber-900 dark:text-amber-100',
};

/** The state in words, in its colour; the reconnect warning after it when the post would not go out. */
export function EntryState({ entry, className }: { entry: CalendarEntry; className?: string }) {
  return (
    <span className={classNames('font-semibold', TONES[entry.target.state], className)}>
      {entryStateWords(entry)}
      {entry.needsReconnect && (
        <span className="ml-1 text-amber-900 dark:text-amber-100">
          <span aria-hidden="true">⚠ </span>
          {CALENDAR_MESSAGES.reconnectFlag(entry.target.platform)}
        </span>
      )}
    </span>
  );
}
