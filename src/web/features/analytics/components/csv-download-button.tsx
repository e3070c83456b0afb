import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-error';
import type { AnalyticsRequest } from '../analytics-filters';
import { useDownloadAnalyticsCsv } from '../api/download-analytics-csv';

/** Downloads the window's numbers, day by day, as a CSV file for a spreadsheet. */
export function CsvDownloadButton({ request }: { request: AnalyticsRequest }) {
  const download = useDownloadAnalyticsCsv();
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button
        variant="secondary"
        onClick={() => download.mutate(request)}
        disabled={download.isPending}
        busy={download.isPending}
      >
        {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
      </Button>
      {download.isError && (
        <Alert tone="error">
          <span className="block">Failed to download the CSV file. Please try again.</span>
          {/* A 4xx says what was wrong with the query; a 5xx's detail says nothing more. */}
          {download.error instanceof ApiError && download.error.status < 500 && download.error.detail && (
            <span className="block">{download.error.detail}</span>
          )}
        </Alert>
      )}
    </div>
  );
}
