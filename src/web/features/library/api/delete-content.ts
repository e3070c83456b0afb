import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteContentResponse } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { forgetDeleted } from './forget-deleted';

/** Deletes one piece with its versions; its scheduled posts are cancelled first (`cancelled_posts`). */
export async function deleteContent(id: string): Promise<DeleteContentResponse> {
  const { data } = await api.DELETE('/content/{id}', { params: { path: { id } } });
  return DeleteContentResponse.parse(data);
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'delete'],
    mutationFn: deleteContent,
    onSuccess: (answer) => forgetDeleted(queryClient, answer),
  });
}
