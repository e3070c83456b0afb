import { useSearchParams } from 'react-router';
import { readAnalyticsFilters, writeAnalyticsFilters, type AnalyticsFilters } from './analytics-filters';

/**
 * The window and platforms, kept in the address: a view can be shared, and Back returns to the one
 * before. Each change is a new history entry, and the page keeps its scroll position.
 */
export function useAnalyticsFilters(): [AnalyticsFilters, (next: AnalyticsFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readAnalyticsFilters(params);
  const setFilters = (next: AnalyticsFilters) => setParams(writeAnalyticsFilters(next, params), { preventScrollReset: true });
  return [filters, setFilters];
}
