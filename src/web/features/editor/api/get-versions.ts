import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContentVersionsResponse } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { contentVersionsKey } from './content-keys';

/** Every version of a piece, newest first, each with its full text. */
export async function getVersions(id: string): Promise<ContentVersionsResponse> {
  const { data } = await api.GET('/content/{id}/versions', { params: { path: { id } } });
  return ContentVersionsResponse.parse(data);
}

export const versionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentVersionsKey(id),
    queryFn: () => getVersions(id),
  });

export function useVersions(id: string) {
  return useQuery(versionsQueryOptions(id));
}
