import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_WINDOWS } from '../../../contract/analytics';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';

export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

/** What /analytics shows: the window and the platforms (none listed: all of them, docs/product/limits.md#timings 'all'). */
export type AnalyticsFilters = { days: AnalyticsWindow; platforms: PublishPlatform[] };

/** The filters plus the creator's time zone: what one overview (and its CSV) is asked for. */
export type AnalyticsRequest = AnalyticsFilters & { tz: string | undefined };

const DAYS_PARAM = 'days';
const PLATFORMS_PARAM = 'platforms';

function isWindow(days: number): days is AnalyticsWindow {
  return (ANALYTICS_WINDOWS as readonly number[]).includes(days);
}

/** The filters a shared address carries; anything unknown falls back to the defaults (30 days, all platforms). */
export function readAnalyticsFilters(params: URLSearchParams): AnalyticsFilters {
  const days = Number(params.get(DAYS_PARAM));
  const names = (params.get(PLATFORMS_PARAM) ?? '').split(',').map((name) => name.trim().toLowerCase());
  const platforms = PUBLISH_PLATFORMS.filter((platform) => names.includes(platform));
  return {
    days: isWindow(days) ? days : ANALYTICS_DEFAULT_DAYS,
    // Every platform chosen is the same as all of them: one address for one view.
    platforms: platforms.length === PUBLISH_PLATFORMS.length ? [] : platforms,
  };
}

/** The address's parameters for these filters; defaults are left out, other parameters kept. */
export function writeAnalyticsFilters(filters: AnalyticsFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filters.days === ANALYTICS_DEFAULT_DAYS) next.delete(DAYS_PARAM);
  else next.set(DAYS_PARAM, String(filters.days));
  const platforms = PUBLISH_PLATFORMS.filter((platform) => filters.platforms.includes(platform));
  if (platforms.length === 0 || platforms.length === PUBLISH_PLATFORMS.length) next.delete(PLATFORMS_PARAM);
  else next.set(PLATFORMS_PARAM, platforms.join(','));
  return next;
}

/** The query of GET /api/analytics/overview and /export.csv (src/contract/analytics.ts AnalyticsQuery). */
export function analyticsSearch(request: AnalyticsRequest): string {
  const search = new URLSearchParams({ days: String(request.days) });
  if (request.platforms.length > 0) search.set('platforms', request.platforms.join(','));
  if (request.tz) search.set('tz', request.tz);
  return search.toString();
}

/** The browser's IANA time zone, so that days and hours are the creator's own; undefined if it has none. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
