import type { AnalyticsOverview } from '../../../../contract/analytics';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { formatCount } from '../format-count';
import { ChartPanel } from './chart-panel';
import { OUTCOME_COLORS } from './charts/chart-theme';
import { DataTable } from './data-table';
import { noPostsReason } from '../missing-numbers';
import { ReasonState } from './empty-state';
import { LazyStackedBarChart } from './lazy-stacked-bar-chart';

const TITLE = 'Publications by platform';
const DESCRIPTION = 'Posts published and posts the platform refused, per platform.';

/** Publications per platform by outcome (issue 13), with its table. */
export function PublicationsSection({ overview }: { overview: AnalyticsOverview }) {
  const { publications } = overview.totals;
  const rows = publications.by_platform.map((outcome) => ({
    platform: PUBLISH_PLATFORM_LABELS[outcome.platform],
    succeeded: outcome.succeeded,
    failed: outcome.failed,
  }));

  return (
    <ChartPanel
      title={TITLE}
      description={DESCRIPTION}
      empty={
publications.succeeded + publications.failed === 0 ? <ReasonState reason={noPostsReason(overview)} /> : null
      }
      chart={
        <LazyStackedBarChart
          title={TITLE}
          description={DESCRIPTION}
          rows={rows}
          categoryKey="platform"
          series={[
            { key: 'succeeded', label: 'Published', color: OUTCOME_COLORS.succeeded },
            { key: 'failed', label: 'Failed', color: OUTCOME_COLORS.failed },
          ]}
          orientation="rows"
        />
      }
      table={({ visuallyHidden }) => (
        <DataTable
          caption="Publications per platform"
          columns={[{ label: 'Platform' }, { label: 'Published', numeric: true }, { label: 'Failed', numeric: true }]}
          rows={rows.map((row) => ({ key: row.platform, header: row.platform, cells: [formatCount(row.succeeded), formatCount(row.failed)] }))}
          visuallyHidden={visuallyHidden}
        />
      )}
    />
  );
}
