import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Post } from '../../../../contract/posts';
import { api } from '../../../lib/api/client';
import { postQueryKey } from '../../../lib/posts/api/get-post';
import { scheduleQueryKey } from '../../../lib/schedule/api/get-schedule';

export type PostTimeVariables = { id: string; scheduledAt: string | null };

/** A planned post moved to another time (ISO with its offset), or made a draft again (null); 409 once it started. */
export async function updatePostTime({ id, scheduledAt }: PostTimeVariables): Promise<Post> {
  const { data } = await api.PATCH('/posts/{id}', { params: { path: { id } }, body: { scheduled_at: scheduledAt } });
  return Post.parse(data);
}

/** The answer replaces the post shown; the calendar's lists and the queue's free times move with it. */
export function useUpdatePostTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'time'],
    mutationFn: updatePostTime,
    onSuccess: (post) => {
      queryClient.setQueryData(postQueryKey(post.id), post);
      void queryClient.invalidateQueries({ queryKey: ['posts'], predicate: (query) => query.queryKey[1] !== post.id });
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    },
  });
}
