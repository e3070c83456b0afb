import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { analyticsSearch, type AnalyticsRequest } from '../analytics-filters';
import { attachmentFilename, saveFile } from '../save-file';

const FALLBACK_FILENAME = 'inkwell-analytics.csv';

/** GET /api/analytics/export.csv for the filters shown, saved as the file the server names. */
export async function downloadAnalyticsCsv(request: AnalyticsRequest): Promise<string> {
  const response = await apiFetch(`/analytics/export.csv?${analyticsSearch(request)}`, { accept: 'text/csv' });
  const filename = attachmentFilename(response.headers.get('Content-Disposition')) ?? FALLBACK_FILENAME;
  saveFile(await response.blob(), filename);
  return filename;
}

export function useDownloadAnalyticsCsv() {
  return useMutation({ mutationFn: downloadAnalyticsCsv });
}
