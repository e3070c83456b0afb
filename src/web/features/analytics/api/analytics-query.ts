import type { paths } from '../../../lib/api/schema';
import type { AnalyticsRequest } from '../analytics-filters';

/** The query of GET /api/analytics/overview, which /export.csv takes too: the document's own fields. */
export type AnalyticsQuery = NonNullable<paths['/analytics/overview']['get']['parameters']['query']>;

/** The query for these filters: all platforms and an unknown time zone are left out. */
export function analyticsQuery(request: AnalyticsRequest): AnalyticsQuery {
  return {
    days: String(request.days),
    platforms: request.platforms.length > 0 ? request.platforms.join(',') : undefined,
    tz: request.tz || undefined,
  };
}
