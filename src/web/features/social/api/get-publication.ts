import { queryOptions, useQuery } from '@tanstack/react-query';
import { Publication } from '../../../../contract/social';
import { api } from '../../../lib/api/client';
import { requireSession } from '../../../lib/social/require-session';

/** A publication as Inkwell recorded it (a demo post is viewed here, not on the platform). */
export async function getPublication(id: string): Promise<Publication> {
  requireSession();
  const { data } = await api.GET('/social/publications/{id}', { params: { path: { id } } });
  return Publication.parse(data);
}

export const publicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['social', 'publications', id],
    queryFn: () => getPublication(id),
    // One platform of a post: its state moves while the post is published, so it is read each time.
    staleTime: 0,
  });

export function usePublication(id: string) {
  return useQuery(publicationQueryOptions(id));
}
