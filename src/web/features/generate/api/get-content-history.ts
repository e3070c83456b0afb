import { queryOptions, useQuery } from '@tanstack/react-query';
import { HistoryResponse } from '../../../../contract/content';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §2 and §9: Recent Content shows the latest 5 pieces. */
export const RECENT_CONTENT_LIMIT = 5;

/** Every history query starts with this key; a generation invalidates them all. */
export const contentHistoryKey = ['content', 'history'] as const;

export async function getContentHistory(limit: number): Promise<HistoryResponse> {
  const query = new URLSearchParams({ limit: String(limit) });
  return HistoryResponse.parse(await apiRequest(`/content/history?${query.toString()}`));
}

export function contentHistoryQueryOptions(limit = RECENT_CONTENT_LIMIT) {
  return queryOptions({
    queryKey: [...contentHistoryKey, { limit }],
    queryFn: () => getContentHistory(limit),
  });
}

export function useContentHistory(limit = RECENT_CONTENT_LIMIT) {
  return useQuery(contentHistoryQueryOptions(limit));
}
