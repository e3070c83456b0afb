import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { HistoryItem } from '../../../../contract/content';

/** The SPEC's history fields only: what this list shows (the library's own fields are left out). */
const HistoryResponse = z.array(HistoryItem);
type HistoryResponse = z.infer<typeof HistoryResponse>;
import { api } from '../../../lib/api/client';
import { contentHistoryKey } from '../../../lib/content-history-key';

/** docs/product/screens.md#dashboard and docs/product/limits.md#timings: Recent Content shows the latest 5 pieces. */
export const RECENT_CONTENT_LIMIT = 5;

export async function getContentHistory(limit: number): Promise<HistoryResponse> {
  const { data } = await api.GET('/content/history', { params: { query: { limit } } });
  return HistoryResponse.parse(data);
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
