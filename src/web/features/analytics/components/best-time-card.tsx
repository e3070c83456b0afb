import type { AnalyticsOverview } from '../../../../contract/analytics';
import { formatHour } from '../calendar-labels';
import { formatAverage, formatCount } from '../format-count';
import { onlyDemoAccounts } from '../missing-numbers';

type BestTime = AnalyticsOverview['best_time'];

function postsText(posts: number): string {
  return `${formatCount(posts)} ${posts === 1 ? 'post' : 'posts'}`;
}

/** One suggestion (the best day, the best hour): its name and how its posts did, or why there is none. */
function Slot({ term, slot, none }: { term: string; slot: { name: string; average_interactions: number; posts: number } | null; none: string }) {
  return (
    <div>
      <dt className="text-sm text-gray-600 dark:text-gray-400">{term}</dt>
      <dd className="mt-0.5">
        {slot ? (
          <>
            <span className="block text-xl font-bold text-gray-900 dark:text-white">{slot.name}</span>
            <span className="text-sm text-gray-600 dark:text-gray-400">
              {`${formatAverage(slot.average_interactions)} interactions on average over ${postsText(slot.posts)}`}
            </span>
          </>
        ) : (
          <span className="text-sm text-gray-700 dark:text-gray-300">{none}</span>
        )}
      </dd>
    </div>
  );
}

function Suggestion({ best, tz }: { best: BestTime; tz: string }) {
  return (
    <div className="mt-4 space-y-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Slot term="Best day" slot={best.day && { ...best.day, name: best.day.label }} none="Not enough posts on any one day yet." />
        <Slot
          term="Best hour"
          slot={best.hour && { ...best.hour, name: `${formatHour(best.hour.hour)} to ${formatHour((best.hour.hour + 1) % 24)}` }}
          none="Not enough posts in any one hour yet."
        />
      </dl>
      <p className="text-xs text-gray-600 dark:text-gray-400">{`From your ${formatCount(best.measured)} posts with numbers over the last year; times in ${tz}.`}</p>
    </div>
  );
}

/** The best day and hour to post, once enough posts have numbers; until then, how many more are needed. */
export function BestTimeCard({ overview }: { overview: AnalyticsOverview }) {
  const best = overview.best_time;
  return (
    <section
      aria-labelledby="best-time-heading"
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="best-time-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Best time to post
      </h2>
      {best.ready ? (
        <Suggestion best={best} tz={overview.window.tz} />
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {`Suggested once ${formatCount(best.needed)} of your posts have engagement numbers from their platforms: ${formatCount(best.measured)} of ${formatCount(best.needed)} so far.`}
            {onlyDemoAccounts(overview) && ' Posts published in demo mode are not measured, so they do not count towards it.'}
          </p>
          <div
            role="progressbar"
            aria-label="Posts with engagement numbers"
            aria-valuemin={0}
            aria-valuemax={best.needed}
            aria-valuenow={Math.min(best.measured, best.needed)}
            className="h-1.5 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800"
          >
            <div
              className="h-full rounded-full bg-indigo-500"
              style={{ width: `${best.needed > 0 ? Math.min(100, (best.measured / best.needed) * 100) : 0}%` }}
            />
          </div>
        </div>
      )}
    </section>
  );
}
