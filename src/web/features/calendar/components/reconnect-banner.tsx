import { Link } from 'react-router';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { RECONNECT_WARNING_HOURS } from '../../../../contract/schedule';
import { paths, postPath } from '../../../lib/paths';
import { firstWords, type CalendarEntry } from '../calendar-entries';
import { formatInZone } from '../../../lib/format-date';

const linkStyles = 'font-semibold text-amber-950 underline underline-offset-2 hover:no-underline dark:text-amber-50';

/**
 * docs/product/scheduling.md#at-its-minute-once: posts due within a day whose account is missing or
 * must be reconnected will not go out as things are — said before their time, with the way to fix it.
 */
export function ReconnectBanner({ entries, zone }: { entries: CalendarEntry[]; zone: string }) {
  const due = entries.filter((entry) => entry.needsReconnect).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (due.length === 0) return null;
  const platforms = [...new Set(due.map((entry) => PUBLISH_PLATFORM_LABELS[entry.target.platform]))];
  return (
    <section
      aria-labelledby="reconnect-banner-title"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h2 id="reconnect-banner-title" className="font-semibold">
        {due.length === 1 ? '1 post' : `${due.length} posts`} in the next {RECONNECT_WARNING_HOURS} hours will not go out unless you reconnect {platforms.join(' and ')}
      </h2>
      <ul className="mt-2 space-y-1">
        {due.map((entry) => (
          <li key={entry.target.id}>
            <Link to={postPath(entry.post.id)} className={linkStyles}>
              {`${PUBLISH_PLATFORM_LABELS[entry.target.platform]}, ${formatInZone(entry.at, zone)}`}
            </Link>
            {`: “${firstWords(entry.post.text)}”`}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to={paths.socialAccounts} className={linkStyles}>
          Reconnect on Social Accounts
        </Link>
      </p>
    </section>
  );
}
