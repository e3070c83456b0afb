import type { PostTarget } from '../../../../contract/posts';
import { formatDateTime } from '../../../lib/format-date';
import { POST_MESSAGES } from '../post-messages';

const METRIC_LABELS = { impressions: 'Impressions', likes: 'Likes', comments: 'Comments', shares: 'Shares', views: 'Views' } as const;
const METRICS = Object.keys(METRIC_LABELS) as Array<keyof typeof METRIC_LABELS>;

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * A published target's numbers, only those the platform reported (a number it did not give is left
 * out, never shown as 0). A demo post is never measured, and says so; a real one not measured yet says that.
 */
export function TargetMetrics({ target }: { target: PostTarget }) {
  const measured = METRICS.flatMap((metric) => {
    const value = target.metrics?.[metric];
    return value === null || value === undefined ? [] : [{ metric, value }];
  });
  const fetchedAt = target.metrics?.fetched_at ?? null;

  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">Numbers</p>
      {target.demo_mode ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{POST_MESSAGES.demoNotMeasured}</p>
      ) : measured.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{POST_MESSAGES.notMeasuredYet}</p>
      ) : (
        <>
          <dl className="flex flex-wrap gap-x-6 gap-y-2">
            {measured.map(({ metric, value }) => (
              <div key={metric}>
                <dt className="text-xs text-gray-600 dark:text-gray-400">{METRIC_LABELS[metric]}</dt>
                <dd className="text-base font-semibold text-gray-900 tabular-nums dark:text-white">{numberFormat.format(value)}</dd>
              </div>
            ))}
          </dl>
          {fetchedAt && (
            <p className="text-xs text-gray-600 dark:text-gray-400">
              <time dateTime={fetchedAt}>{`Measured ${formatDateTime(fetchedAt)}`}</time>
            </p>
          )}
        </>
      )}
    </div>
  );
}
