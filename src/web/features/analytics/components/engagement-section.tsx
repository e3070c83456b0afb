import { METRIC_LABELS, METRIC_NAMES, type AnalyticsOverview } from '../../../../contract/analytics';
import { paths } from '../../../lib/paths';
import { formatDay } from '../calendar-labels';
import { formatCount } from '../format-count';
import { ChartPanel } from './chart-panel';
import { INTERACTION_COLORS } from './charts/chart-theme';
import { DataTable } from './data-table';
import { EmptyState } from './empty-state';
import { LazyStackedBarChart } from './lazy-stacked-bar-chart';
import { MetricValue } from './metric-value';

const TITLE = 'Engagement over time';
const DESCRIPTION = 'Likes, comments and shares of the posts published each day, as the platforms report them.';

/** Why there is no engagement to draw, and how to get some. */
function NoEngagement({ overview }: { overview: AnalyticsOverview }) {
  if (!overview.has_real_accounts || overview.totals.publications.succeeded === 0) {
    return (
      <EmptyState title="No engagement numbers yet" action={{ to: paths.socialAccounts, label: 'Connect an account' }}>
        Connect an account and publish to see engagement.
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No engagement numbers yet">
      None of this window&apos;s posts has numbers from its platform yet: demo posts never do, and a real post&apos;s numbers are
      read from its platform some time after it is published.
    </EmptyState>
  );
}

/** Engagement over time (issue 13): interactions per day, with every number in its table. */
export function EngagementSection({ overview }: { overview: AnalyticsOverview }) {
  const rows = overview.daily.map((day) => ({
    date: day.date,
    likes: day.engagement.likes,
    comments: day.engagement.comments,
    shares: day.engagement.shares,
  }));
  const postingDays = overview.daily.filter((day) => day.succeeded > 0);

  return (
    <ChartPanel
      title={TITLE}
      description={DESCRIPTION}
      empty={overview.totals.measured === 0 ? <NoEngagement overview={overview} /> : null}
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
