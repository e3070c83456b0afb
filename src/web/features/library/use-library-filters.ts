import { useSearchParams } from 'react-router';
import { readLibraryFilters, writeLibraryFilters, type LibraryFilters } from './library-filters';

/**
 * The search words and filters, kept in the address: a view can be shared, and Back returns to the
 * one before. Each change is a new history entry; the page keeps its scroll position. Changes build
 * on the address as it is then, so a search landing just after a filter keeps the filter.
 */
export function useLibraryFilters(): [LibraryFilters, (change: Partial<LibraryFilters> | LibraryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readLibraryFilters(params);
  const update = (change: Partial<LibraryFilters>) =>
    setParams((current) => writeLibraryFilters({ ...readLibraryFilters(current), ...change }, current), { preventScrollReset: true });
  return [filters, update];
}
