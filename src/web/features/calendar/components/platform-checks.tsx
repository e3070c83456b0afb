import { PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, type PublishPlatform } from '../../../../contract/social';
import { classNames } from '../../../lib/class-names';
import type { PostNote } from '../../../lib/posts/post-check';
import { refusalText } from '../../../lib/posts/post-refusal';

export type PlatformCheck = { platform: PublishPlatform; length: number | null; notes: PostNote[]; refusal: string | null };

const numberFormat = new Intl.NumberFormat('en-US');

/** Each chosen platform's length as it counts it against its limit, what it would refuse, and the server's refusal. */
export function PlatformChecks({ checks }: { checks: PlatformCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <ul aria-label="Checks per platform" className="space-y-2">
      {checks.map(({ platform, length, notes, refusal }) => {
        const max = PUBLISH_RULES[platform].maxLength;
        const over = length !== null && length > max;
        return (
          <li key={platform} className="rounded-lg border border-gray-200 px-3 py-2 text-sm dark:border-gray-700">
            <p className="flex justify-between gap-3">
              <span className="font-medium text-gray-900 dark:text-white">{PUBLISH_PLATFORM_LABELS[platform]}</span>
              <span className={classNames('tabular-nums', over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-400')}>
                {length === null ? 'Counting…' : `${numberFormat.format(length)} / ${numberFormat.format(max)} characters`}
              </span>
            </p>
            {notes.map((note) => (
              <p key={note.text} className={note.tone === 'error' ? 'mt-1 text-red-700 dark:text-red-300' : 'mt-1 text-gray-700 dark:text-gray-300'}>
                {note.text}
              </p>
            ))}
            {refusal && <p className="mt-1 font-medium text-red-700 dark:text-red-300">{refusalText(refusal)}</p>}
          </li>
        );
      })}
    </ul>
  );
}
