import type { AnalyticsOverview } from '../../../../contract/analytics';
import { planLabel } from '../../../../contract/plan-catalogue';
import { formatLimit } from '../../../lib/format-limit';
import { formatPeriod } from '../calendar-labels';
import { formatCount } from '../format-count';
import { formatPercent } from '../kpi-change';
import { ChartPanel } from './chart-panel';
import { USAGE_COLOR } from './charts/chart-theme';
import { DataTable } from './data-table';
import { EmptyState } from './empty-state';
import { LazyStackedBarChart } from './lazy-stacked-bar-chart';

const TITLE = 'Usage against limits';

type Counter = AnalyticsOverview['usage']['counters'][number];

/** The share of the monthly limit used, 0–100; null when there is no limit to measure against. */
function shareOf(counter: Counter): number | null {
  if (counter.limit === null || counter.limit === 0) return null;
  return Math.min(100, (counter.used / counter.limit) * 100);
}

/** A share with no limit to measure against: a dash to the eye, said in words to a screen reader. */
function NoShare() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">No limit to measure against</span>
    </>
  );
}

function limitText(limit: number | null): string {
  return limit === 0 ? 'Not in your plan' : formatLimit(limit);
}

const andList = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** The counters the chart leaves out (no cap, or not in the plan), in a sentence each; null when it leaves none out. */
function leftOutNote(counters: Counter[]): string | null {
  const uncapped = counters.filter((counter) => counter.limit === null);
  const excluded = counters.filter((counter) => counter.limit === 0);
  const sentences: string[] = [];
  if (uncapped.length > 0) {
    const used = andList.format(uncapped.map((counter) => `${formatCount(counter.used)} ${counter.label.toLowerCase()}`));
    sentences.push(`No monthly cap on ${andList.format(uncapped.map((counter) => counter.label))}: ${used} so far.`);
  }
  if (excluded.length > 0) {
    // The labels are plural nouns ("Humanizations"), one or several.
    sentences.push(`${andList.format(excluded.map((counter) => counter.label))} are not in your plan.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/** This month's counters against the plan's limits (issue 13): the same for every window and platform. */
export function UsageSection({ overview }: { overview: AnalyticsOverview }) {
  const { usage } = overview;
  const description = `${formatPeriod(usage.period)} on the ${planLabel(usage.tier)}: the month's counters, whatever the window.`;
  // Only a counter with a cap has a share to draw; the others are said under the chart.
  const capped = usage.counters.filter((counter) => shareOf(counter) !== null);
  const rows = capped.map((counter) => ({ label: counter.label, share: shareOf(counter), used: counter.used, limit: counter.limit }));
  const table = ({ visuallyHidden }: { visuallyHidden: boolean }) => (
    <DataTable
      caption={`Usage against limits, ${formatPeriod(usage.period)}`}
      columns={[{ label: 'Counter' }, { label: 'Used', numeric: true }, { label: 'Limit', numeric: true }, { label: 'Share used', numeric: true }]}
      rows={usage.counters.map((counter) => {
        const share = shareOf(counter);
        return {
          key: counter.kind,
          header: counter.label,
          cells: [formatCount(counter.used), limitText(counter.limit), share === null ? <NoShare /> : formatPercent(share)],
        };
      })}
      visuallyHidden={visuallyHidden}
    />
  );
  const empty =
    capped.length === 0 ? (
      <EmptyState title="Your plan has no limits to measure against" extra={table({ visuallyHidden: false })}>
        {`The ${planLabel(usage.tier)} has no monthly cap on any of these, so there is no share to draw. What you used in ${formatPeriod(usage.period)}:`}
      </EmptyState>
    ) : capped.every((counter) => counter.used === 0) ? (
      <EmptyState title="Nothing used yet this month" extra={table({ visuallyHidden: false })}>
        {`None of the ${planLabel(usage.tier)}'s monthly allowance is used in ${formatPeriod(usage.period)}; each counter starts again on the first of the month.`}
      </EmptyState>
    ) : null;

  return (
    <ChartPanel
      title={TITLE}
      description={description}
      empty={empty}
      note={leftOutNote(usage.counters)}
      chart={
        <LazyStackedBarChart
          title={TITLE}
          description={description}
          rows={rows}
          categoryKey="label"
          series={[{ key: 'share', label: 'Share of the limit used', color: USAGE_COLOR }]}
          orientation="rows"
          valueDomain={[0, 100]}
          formatTick={(value) => `${value}%`}
          formatValue={(share, row) => `${formatPercent(Number(share))} (${formatCount(Number(row.used))} of ${formatCount(Number(row.limit))})`}
        />
      }
      table={table}
    />
  );
}
