import { mutationOptions, useMutation } from '@tanstack/react-query';
import { DeletePostResponse } from '../../../../contract/posts';
import { api } from '../../../lib/api/client';

/** Deletes a post: what was not published is cancelled; what was stays on its platforms, as the answer says. */
export async function deletePost(id: string): Promise<DeletePostResponse> {
  const { data } = await api.DELETE('/posts/{id}', { params: { path: { id } } });
  return DeletePostResponse.parse(data);
}

export const deletePostMutationOptions = mutationOptions({
  mutationKey: ['posts', 'delete'],
  mutationFn: deletePost,
});

export function useDeletePost() {
  return useMutation(deletePostMutationOptions);
}
