import { METRIC_LABELS, METRIC_NAMES, type AnalyticsOverview } from '../../../../contract/analytics';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { PlatformMark } from '../../../components/platform-mark';
import { formatDateTime } from '../../../lib/format-date';
import { formatCount } from '../format-count';
import { noPostsReason } from '../missing-numbers';
import { ReasonState } from './empty-state';
import { MetricValue } from './metric-value';

type PlatformEngagement = AnalyticsOverview['engagement']['by_platform'][number];

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

const orList = new Intl.ListFormat('en-US', { type: 'disjunction' });

/** "3 posts, 1 with numbers, 2 in demo mode". */
function countsText(entry: PlatformEngagement): string {
  const parts = [plural(entry.publications, 'post', 'posts'), `${entry.measured === 0 ? 'none' : formatCount(entry.measured)} with numbers`];
  if (entry.demo > 0 && entry.demo < entry.publications) parts.push(`${formatCount(entry.demo)} in demo mode`);
  return parts.join(', ');
}

/** Why the card has no numbers, or which numbers its platform left out. */
function missingText(entry: PlatformEngagement, label: string): string | null {
  if (entry.measured === 0) {
    if (entry.demo === entry.publications) return `Posts published in demo mode are not measured: no platform saw ${entry.publications === 1 ? 'it' : 'them'}.`;
    if (entry.awaiting > 0) return `Waiting for the first numbers from ${label}, asked for a few minutes after publishing.`;
    return `${label} gave no numbers for these posts.`;
  }
  const missing = METRIC_NAMES.filter((metric) => entry.engagement[metric] === null).map((metric) => METRIC_LABELS[metric].toLowerCase());
  return missing.length > 0 ? `${label} reported no ${orList.format(missing)} for these posts.` : null;
}

function PlatformCard({ entry }: { entry: PlatformEngagement }) {
  const label = PUBLISH_PLATFORM_LABELS[entry.platform];
  const headingId = `engagement-${entry.platform}`;
  const missing = missingText(entry, label);
  return (
    <li className="flex min-w-0">
      <article
        aria-labelledby={headingId}
        className="flex flex-1 flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="flex items-center gap-3">
          <PlatformMark platform={entry.platform} className="size-8! rounded-lg! text-sm!" />
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold text-gray-900 dark:text-white">
              {label}
            </h3>
            <p className="text-xs text-gray-600 dark:text-gray-400">
              {countsText(entry)}
            </p>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-3 gap-x-2 gap-y-2 text-sm">
          {METRIC_NAMES.map((metric) => (
            <div key={metric} className="min-w-0">
              <dt className="truncate text-xs text-gray-600 dark:text-gray-400">{METRIC_LABELS[metric]}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums dark:text-white">
                <MetricValue value={entry.engagement[metric]} />
              </dd>
            </div>
          ))}
        </dl>
        {missing && <p className="mt-3 text-xs text-gray-600 dark:text-gray-400">{missing}</p>}
        {entry.fetched_at && (
          <p className="mt-3 text-xs text-gray-600 dark:text-gray-400">
            {'Numbers fetched '}
            <time dateTime={entry.fetched_at}>{formatDateTime(entry.fetched_at)}</time>
          </p>
        )}
      </article>
    </li>
  );
}

/** Engagement per platform with when its numbers were fetched (issue 13): the platforms posted to in the window. */
export function PlatformEngagementSection({ overview }: { overview: AnalyticsOverview }) {
  const posted = overview.engagement.by_platform.filter((entry) => entry.publications > 0);
  return (
    <section aria-labelledby="platform-engagement-heading" className="space-y-4">
      <div>
        <h2 id="platform-engagement-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
          Engagement by platform
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">The numbers of this window&apos;s posts, as each platform last reported them.</p>
      </div>
      {posted.length === 0 ? (
        <ReasonState reason={noPostsReason(overview)} />
      ) : (
        <ul className="grid gap-3 sm:gap-4 md:grid-cols-2 xl:grid-cols-3">
          {posted.map((entry) => (
            <PlatformCard key={entry.platform} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
