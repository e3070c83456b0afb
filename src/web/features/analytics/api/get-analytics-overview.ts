import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AnalyticsOverview } from '../../../../contract/analytics';
import { api } from '../../../lib/api/client';
import type { AnalyticsRequest } from '../analytics-filters';
import { analyticsQuery } from './analytics-query';

/** GET /api/analytics/overview: the window's numbers, the previous window's, per day, per platform. */
export async function getAnalyticsOverview(request: AnalyticsRequest, signal?: AbortSignal): Promise<AnalyticsOverview> {
  const { data } = await api.GET('/analytics/overview', { params: { query: analyticsQuery(request) }, signal });
  return AnalyticsOverview.parse(data);
}

export const analyticsOverviewQueryOptions = (request: AnalyticsRequest) =>
  queryOptions({
    queryKey: ['analytics', 'overview', { days: request.days, platforms: request.platforms, tz: request.tz ?? null }],
    queryFn: ({ signal }) => getAnalyticsOverview(request, signal),
    // Another window or platform keeps the numbers on screen (marked as updating) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAnalyticsOverview(request: AnalyticsRequest) {
  return useQuery(analyticsOverviewQueryOptions(request));
}
