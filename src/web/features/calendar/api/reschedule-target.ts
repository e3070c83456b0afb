import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Post } from '../../../../contract/posts';
import { api } from '../../../lib/api/client';

export type RescheduleVariables = { postId: string; targetId: string; scheduledAt: string };

/** One platform of a post moved to another time, the post's other platforms staying where they are (contract RescheduleTargetRequest). */
export async function rescheduleTarget({ postId, targetId, scheduledAt }: RescheduleVariables): Promise<Post> {
  const { data } = await api.PATCH('/posts/{id}/targets/{target_id}', {
    params: { path: { id: postId, target_id: targetId } },
    body: { scheduled_at: scheduledAt },
  });
  return Post.parse(data);
}

/** After a move, every list of posts (the calendar's ranges) and the post itself are read again. */
export function useRescheduleTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'reschedule'],
    mutationFn: rescheduleTarget,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
