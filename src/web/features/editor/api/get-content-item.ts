import { queryOptions, useQuery } from '@tanstack/react-query';
import { LibraryItem } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { contentItemKey } from './content-keys';

/** One piece of the creator's library (404 for an unknown id or another creator's piece). */
export async function getContentItem(id: string): Promise<LibraryItem> {
  const { data } = await api.GET('/content/{id}', { params: { path: { id } } });
  return LibraryItem.parse(data);
}

export const contentItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentItemKey(id),
    queryFn: () => getContentItem(id),
    // The editor holds the creator's edits over this text: it is not read again behind their back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useContentItem(id: string) {
  return useQuery(contentItemQueryOptions(id));
}
