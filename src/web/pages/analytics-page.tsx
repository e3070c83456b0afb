import { Alert } from '../components/alert';
import { PageFrame } from '../components/page-frame';
import { Spinner } from '../components/spinner';
import { browserTimeZone, type AnalyticsRequest } from '../features/analytics/analytics-filters';
import { useAnalyticsOverview } from '../features/analytics/api/get-analytics-overview';
import { formatDay } from '../features/analytics/calendar-labels';
import { AnalyticsSkeleton } from '../features/analytics/components/analytics-skeleton';
import { BestTimeCard } from '../features/analytics/components/best-time-card';
import { CreatedPerDaySection } from '../features/analytics/components/created-per-day-section';
import { CsvDownloadButton } from '../features/analytics/components/csv-download-button';
import { DemoAccountsNote } from '../features/analytics/components/demo-accounts-note';
import { EngagementSection } from '../features/analytics/components/engagement-section';
import { KpiCards } from '../features/analytics/components/kpi-cards';
import { PlatformEngagementSection } from '../features/analytics/components/platform-engagement';
import { PlatformFilter } from '../features/analytics/components/platform-filter';
import { PublicationsSection } from '../features/analytics/components/publications-section';
import { TopPublications } from '../features/analytics/components/top-publications';
import { UsageSection } from '../features/analytics/components/usage-section';
import { WindowPicker } from '../features/analytics/components/window-picker';
import { demoAccountsNote, noEngagementReason, noPostsReason } from '../features/analytics/missing-numbers';
import { useAnalyticsFilters } from '../features/analytics/use-analytics-filters';
import { ApiError } from '../lib/api-error';
import { classNames } from '../lib/class-names';

/** docs/product/errors.md#analytics, character for character. */
const LOAD_FAILED = 'Failed to load analytics data';

/** The browser's time zone, read once: days and hours are counted in it. */
const timeZone = browserTimeZone();

/** Issue 13 /analytics: what was created and published in a window, how it did, and usage against the plan. */
export function AnalyticsPage() {
  const [filters, setFilters] = useAnalyticsFilters();
  const request: AnalyticsRequest = { ...filters, tz: timeZone };
  const overview = useAnalyticsOverview(request);
  const data = overview.data;
  // A 4xx says what was wrong with the query; anything else stays the sentence of docs/product/errors.md#analytics alone.
  const detail = overview.error instanceof ApiError && overview.error.status < 500 ? overview.error.detail : null;
  const updating = overview.isPlaceholderData && overview.isFetching;
  const demoNote = data ? demoAccountsNote(data) : null;

  return (
    <PageFrame
      title="Analytics"
      width="wide"
      description={
        data && !updating
          ? `${formatDay(data.window.start, { withYear: true })} to ${formatDay(data.window.end, { withYear: true })}, in ${data.window.tz}`
          : 'What you created and published, and how it did.'
      }
      actions={<CsvDownloadButton request={request} />}
    >

      <div className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:gap-8 sm:p-6 dark:border-gray-800 dark:bg-gray-900">
        <WindowPicker value={filters.days} onChange={(days) => setFilters({ ...filters, days })} />
        <PlatformFilter value={filters.platforms} onChange={(platforms) => setFilters({ ...filters, platforms })} />
      </div>

      {overview.isError && (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            <span className="block font-semibold">{LOAD_FAILED}</span>
            {detail && <span className="block">{detail}</span>}
          </span>
          <button type="button" onClick={() => void overview.refetch()} className="rounded-md font-semibold underline underline-offset-2 hover:no-underline">
            Try again
          </button>
        </Alert>
      )}

      {overview.isPending && <AnalyticsSkeleton />}

      {data && (
        <div aria-busy={updating} className={classNames('space-y-6 transition-opacity sm:space-y-8', updating && 'opacity-60')}>
          {updating && <Spinner size="sm" label="Updating analytics" />}
          {demoNote && <DemoAccountsNote reason={demoNote} />}
          <KpiCards overview={data} />
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
            <CreatedPerDaySection overview={data} />
            <PublicationsSection overview={data} />
            <EngagementSection overview={data} />
            <UsageSection overview={data} />
          </div>
          <PlatformEngagementSection overview={data} />
          <div className="grid gap-4 sm:gap-6 xl:grid-cols-3">
            <div className="xl:col-span-1">
              <BestTimeCard overview={data} />
            </div>
            <div className="min-w-0 xl:col-span-2">
              <TopPublications publications={data.top_publications} emptyReason={noEngagementReason(data) ?? noPostsReason(data)} />
            </div>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
