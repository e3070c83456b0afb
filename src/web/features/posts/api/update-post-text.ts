import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Post, type UpdatePostRequest } from '../../../../contract/posts';
import { api } from '../../../lib/api/client';
import { postQueryKey } from '../../../lib/posts/api/get-post';
import { scheduleQueryKey } from '../../../lib/schedule/api/get-schedule';

export type PostTextVariables = { id: string; body: z.input<typeof UpdatePostRequest> };

/** A planned post's texts changed: 409 once it started, 422 for a text a platform refuses or a slot left in a post with a time. */
export async function updatePostText({ id, body }: PostTextVariables): Promise<Post> {
  const { data } = await api.PATCH('/posts/{id}', { params: { path: { id } }, body });
  return Post.parse(data);
}

/** The answer is shown at once, then the post is read again, with the lists and the calendar that show its text. */
export function useUpdatePostText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'text'],
    mutationFn: updatePostText,
    onSuccess: (post) => {
      queryClient.setQueryData(postQueryKey(post.id), post);
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    },
  });
}
