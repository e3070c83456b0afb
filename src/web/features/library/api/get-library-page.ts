import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { HistoryResponse, type LibraryItem } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { contentHistoryKey } from '../../../lib/content-history-key';
import { historyQuery, type LibraryFilters } from '../library-filters';

/** How many pieces a page of the library shows. */
export const LIBRARY_PAGE_SIZE = 20;

/** One page of the library, and whether another follows it. */
export type LibraryPage = { items: LibraryItem[]; more: boolean };

/**
 * Asks for one item more than it shows: "Load more" is offered only when there is more, and the next
 * page starts after the last item shown (`before`, exact under every filter and under a search).
 */
export async function getLibraryPage(filters: LibraryFilters, before: string | undefined): Promise<LibraryPage> {
  const { data } = await api.GET('/content/history', { params: { query: historyQuery(filters, { limit: LIBRARY_PAGE_SIZE + 1, before }) } });
  const items = HistoryResponse.parse(data);
  return { items: items.slice(0, LIBRARY_PAGE_SIZE), more: items.length > LIBRARY_PAGE_SIZE };
}

/** Under the history key: a new piece (a generation, a summary) and a delete or copy here refresh it. */
export const libraryKey = (filters: LibraryFilters) => [...contentHistoryKey, 'library', filters] as const;

export function libraryQueryOptions(filters: LibraryFilters) {
  return infiniteQueryOptions({
    queryKey: libraryKey(filters),
    queryFn: ({ pageParam }) => getLibraryPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.more ? last.items.at(-1)?.id : undefined),
    // While another search or filter loads, the list shown stays (dimmed) instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useLibrary(filters: LibraryFilters) {
  return useInfiniteQuery(libraryQueryOptions(filters));
}
