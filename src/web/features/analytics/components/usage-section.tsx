import type { AnalyticsOverview } from '../../../../contract/analytics';
import { planLabel } from '../../../../contract/plan-catalogue';
import { formatLimit } from '../../../lib/format-limit';
import { formatPeriod } from '../calendar-labels';
import { formatCount } from '../format-count';
import { formatPercent } from '../kpi-change';
import { ChartPanel } from './chart-panel';
import { USAGE_COLOR } from './charts/chart-theme';
import { DataTable } from './data-table';
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

/** This month's counters against the plan's limits (issue 13): the same for every window and platform. */
export function UsageSection({ overview }: { overview: AnalyticsOverview }) {
  const { usage } = overview;
  const description = `${formatPeriod(usage.period)} on the ${planLabel(usage.tier)}: the month's counters, whatever the window.`;
  const rows = usage.counters.map((counter) => ({ label: counter.label, share: shareOf(counter), used: counter.used, limit: counter.limit }));

  return (
    <ChartPanel
      title={TITLE}
      description={description}
      empty={null}
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
          formatValue={(share, row) => {
            const used = formatCount(Number(row.used));
            if (share === null) return row.limit === null ? `${used} used, no monthly cap` : `${used} used, not in your plan`;
            return `${formatPercent(share)} (${used} of ${formatCount(Number(row.limit))})`;
          }}
        />
      }
      table={({ visuallyHidden }) => (
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
      )}
    />
  );
}
