import { Link } from 'react-router';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { Button } from '../../../components/button';
import { PlatformMark } from '../../../components/platform-mark';
import { postPath } from '../../../lib/paths';
import { firstWords, type CalendarEntry } from '../calendar-entries';
import { CALENDAR_MESSAGES } from '../calendar-messages';
import { EntryState } from './entry-state';

const smallMark = 'size-5! rounded-md! text-[0.625rem]!';

/**
 * A post on the month or week grid, inside FullCalendar's own link to the post: its platform (written
 * for screen readers beside the mark), time, state and first words.
 */
export function GridEntryContent({ entry, timeText }: { entry: CalendarEntry; timeText: string }) {
  return (
    <span className="flex min-w-0 items-start gap-1.5 overflow-hidden px-1 py-0.5 text-xs leading-snug">
      <PlatformMark platform={entry.target.platform} className={smallMark} />
      {/* On a phone's month grid only the mark shows (calendar.css); the words stay for screen readers. */}
      <span className="ink-entry-words min-w-0">
        <span className="sr-only">{`${PUBLISH_PLATFORM_LABELS[entry.target.platform]} `}</span>
        <span className="font-semibold text-gray-900 dark:text-white">{timeText}</span>{' '}
        <EntryState entry={entry} />
        <span className="block truncate text-gray-800 dark:text-gray-200">{firstWords(entry.post.text, 60)}</span>
      </span>
    </span>
  );
}

/** A post in the list: a link to it, and for a scheduled one a Move button (the phone's and keyboard's way to move it). */
export function ListEntryContent({ entry, onMove }: { entry: CalendarEntry; onMove: (entry: CalendarEntry) => void }) {
  const words = firstWords(entry.post.text, 80);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <PlatformMark platform={entry.target.platform} className="size-7! rounded-lg! text-xs!" />
      {/* At least 12rem of text: on a phone the Move button goes under it rather than squeezing it. */}
      <div className="min-w-0 flex-1 basis-48">
        <Link to={postPath(entry.post.id)} data-post-link="" className="font-medium text-gray-900 underline-offset-2 hover:underline dark:text-white">
          <span className="sr-only">{`${PUBLISH_PLATFORM_LABELS[entry.target.platform]}: `}</span>
          {words}
        </Link>
        <p className="text-xs">
          <span aria-hidden="true" className="text-gray-700 dark:text-gray-300">{`${PUBLISH_PLATFORM_LABELS[entry.target.platform]} · `}</span>
          <EntryState entry={entry} />
        </p>
      </div>
      {entry.movable && (
        <Button variant="secondary" size="sm" aria-label={CALENDAR_MESSAGES.moveLabel(entry.target.platform, words)} onClick={() => onMove(entry)}>
          Move
        </Button>
      )}
    </div>
  );
}
