import { Alert } from '../components/alert';
import { PageTitle } from '../components/page-title';
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

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:space-y-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>Analytics</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl dark:text-white">Analytics</h1>
          <p className="mt-1 text-gray-600 dark:text-gray-400">
            {data && !updating
              ? `${formatDay(data.window.start, { withYear: true })} to ${formatDay(data.window.end, { withYear: true })}, in ${data.window.tz}`
              : 'What you created and published, and how it did.'}
          </p>
        </div>
        <CsvDownloadButton request={request} />
      </div>

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
          {!data.has_real_accounts && <DemoAccountsNote />}
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
              <TopPublications publications={data.top_publications} published={data.totals.publications.succeeded} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
