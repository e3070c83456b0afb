import { METRIC_LABELS, METRIC_NAMES, type AnalyticsOverview } from '../../../../contract/analytics';
import { formatDay } from '../calendar-labels';
import { formatCount } from '../format-count';
import { ChartPanel } from './chart-panel';
import { INTERACTION_COLORS } from './charts/chart-theme';
import { DataTable } from './data-table';
import { coverageNote, noEngagementReason } from '../missing-numbers';
import { ReasonState } from './empty-state';
import { LazyStackedBarChart } from './lazy-stacked-bar-chart';
import { MetricValue } from './metric-value';

const TITLE = 'Engagement over time';
const DESCRIPTION = 'Likes, comments and shares of the posts published each day, as the platforms report them.';

/** Engagement over time (issue 13): interactions per day, with every number in its table. */
export function EngagementSection({ overview }: { overview: AnalyticsOverview }) {
  const rows = overview.daily.map((day) => ({
    date: day.date,
    likes: day.engagement.likes,
    comments: day.engagement.comments,
    shares: day.engagement.shares,
  }));
  const postingDays = overview.daily.filter((day) => day.succeeded > 0);
  // Nothing to draw (no post, or none with likes, comments or shares): the reason instead of an empty chart.
  const reason = noEngagementReason(overview);

  return (
    <ChartPanel
      title={TITLE}
      description={DESCRIPTION}
      empty={reason ? <ReasonState reason={reason} /> : null}
      note={coverageNote(overview)}
      chart={
        <LazyStackedBarChart
          title={TITLE}
          description={DESCRIPTION}
          rows={rows}
          categoryKey="date"
          series={(['likes', 'comments', 'shares'] as const).map((metric) => ({
            key: metric,
            label: METRIC_LABELS[metric],
            color: INTERACTION_COLORS[metric],
          }))}
          orientation="columns"
          formatCategory={(date) => formatDay(date)}
        />
      }
      table={({ visuallyHidden }) => (
        <DataTable
          caption="Engagement of the posts published each day (days with posts)"
          columns={[{ label: 'Day' }, { label: 'Posts', numeric: true }, ...METRIC_NAMES.map((metric) => ({ label: METRIC_LABELS[metric], numeric: true }))]}
          rows={postingDays.map((day) => ({
            key: day.date,
            header: formatDay(day.date, { withYear: true }),
            cells: [formatCount(day.succeeded), ...METRIC_NAMES.map((metric) => <MetricValue key={metric} value={day.engagement[metric]} />)],
          }))}
          maxHeight
          visuallyHidden={visuallyHidden}
        />
      )}
    />
  );
}
