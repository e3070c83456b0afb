import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { AnalyticsRequest } from '../analytics-filters';
import { attachmentFilename, saveFile } from '../save-file';
import { analyticsQuery } from './analytics-query';

const FALLBACK_FILENAME = 'inkwell-analytics.csv';

/** GET /api/analytics/export.csv for the filters shown, saved as the file the server names. */
export async function downloadAnalyticsCsv(request: AnalyticsRequest): Promise<string> {
  const { data, response } = await api.GET('/analytics/export.csv', {
    params: { query: analyticsQuery(request) },
    headers: { Accept: 'text/csv' },
    parseAs: 'blob',
  });
  const filename = attachmentFilename(response.headers.get('Content-Disposition')) ?? FALLBACK_FILENAME;
  // An empty answer is not read by the client (no data): it is still the file asked for.
  saveFile(data ?? (await response.blob()), filename);
  return filename;
}

export function useDownloadAnalyticsCsv() {
  return useMutation({ mutationFn: downloadAnalyticsCsv });
}
