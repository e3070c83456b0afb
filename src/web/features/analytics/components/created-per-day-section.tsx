import type { AnalyticsOverview } from '../../../../contract/analytics';
import { HISTORY_KINDS } from '../../../../contract/content-kinds';
import { formatDay } from '../calendar-labels';
import { formatCount } from '../format-count';
import { ChartPanel } from './chart-panel';
import { KIND_COLORS } from './charts/chart-theme';
import { DataTable } from './data-table';
import { noContentReason } from '../missing-numbers';
import { ReasonState } from './empty-state';
import { LazyStackedBarChart } from './lazy-stacked-bar-chart';

const TITLE = 'Content created';
const DESCRIPTION = 'Pieces created per day, by kind.';

/** Content created per day, stacked by kind (issue 13), with its table. */
export function CreatedPerDaySection({ overview }: { overview: AnalyticsOverview }) {
  const rows = overview.daily.map((day) => ({
    date: day.date,
    ...Object.fromEntries(HISTORY_KINDS.map((kind) => [kind.id, day.created[kind.id] ?? 0])),
  }));
  const days = overview.daily
    .map((day) => ({ day, total: HISTORY_KINDS.reduce((sum, kind) => sum + (day.created[kind.id] ?? 0), 0) }))
    .filter(({ total }) => total > 0);

  return (
    <ChartPanel
      title={TITLE}
      description={DESCRIPTION}
      empty={
overview.totals.items === 0 ? <ReasonState reason={noContentReason(overview)} /> : null
      }
      chart={
        <LazyStackedBarChart
          title={TITLE}
          description={DESCRIPTION}
          rows={rows}
          categoryKey="date"
          series={HISTORY_KINDS.map((kind) => ({ key: kind.id, label: kind.label, color: KIND_COLORS[kind.id] }))}
          orientation="columns"
          formatCategory={(date) => formatDay(date)}
        />
      }
      table={({ visuallyHidden }) => (
        <DataTable
          caption="Content created per day (days with content)"
          columns={[{ label: 'Day' }, ...HISTORY_KINDS.map((kind) => ({ label: kind.label, numeric: true })), { label: 'Total', numeric: true }, { label: 'Words', numeric: true }]}
          rows={days.map(({ day, total }) => ({
            key: day.date,
            header: formatDay(day.date, { withYear: true }),
            cells: [...HISTORY_KINDS.map((kind) => formatCount(day.created[kind.id] ?? 0)), formatCount(total), formatCount(day.words)],
          }))}
          maxHeight
          visuallyHidden={visuallyHidden}
        />
      )}
    />
  );
}
