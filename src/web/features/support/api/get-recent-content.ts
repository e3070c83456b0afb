import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { HistoryItem } from '../../../../contract/content';

/** The SPEC's history fields only: what this list shows (the library's own fields are left out). */
const HistoryResponse = z.array(HistoryItem);
type HistoryResponse = z.infer<typeof HistoryResponse>;
import { api } from '../../../lib/api/client';
import { contentHistoryKey } from '../../../lib/content-history-key';

/** How many recent pieces the "Related content" picker offers; older ones can be pasted by id. */
export const RELATED_CONTENT_CHOICES = 20;

export async function getRecentContent(limit: number): Promise<HistoryResponse> {
  const { data } = await api.GET('/content/history', { params: { query: { limit } } });
  return HistoryResponse.parse(data);
}

/** The creator's latest pieces, under the history key so that a new piece shows up here too. */
export function useRecentContent(limit = RELATED_CONTENT_CHOICES) {
  return useQuery(queryOptions({ queryKey: [...contentHistoryKey, { limit }], queryFn: () => getRecentContent(limit) }));
}
