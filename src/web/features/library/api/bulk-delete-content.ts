import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteContentResponse } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { forgetDeleted } from './forget-deleted';

/** The most ids one request may carry (src/contract/library.ts BulkDeleteRequest). */
const MOST_PER_REQUEST = 100;

/**
 * Deletes the pieces, 100 per request (a creator may have loaded and selected more); ids no longer
 * there are left out of `deleted`.
 */
export async function bulkDeleteContent(ids: readonly string[]): Promise<DeleteContentResponse> {
  const answer: DeleteContentResponse = { deleted: [], cancelled_posts: 0 };
  for (let start = 0; start < ids.length; start += MOST_PER_REQUEST) {
    const { data } = await api.POST('/content/bulk-delete', { body: { ids: ids.slice(start, start + MOST_PER_REQUEST) } });
    const part = DeleteContentResponse.parse(data);
    answer.deleted.push(...part.deleted);
    answer.cancelled_posts += part.cancelled_posts;
  }
  return answer;
}

export function useBulkDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'bulk-delete'],
    mutationFn: bulkDeleteContent,
    onSuccess: (answer) => forgetDeleted(queryClient, answer),
  });
}
