import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Post } from '../../../../contract/posts';
import type { PublishPlatform } from '../../../../contract/social';
import { api } from '../../../lib/api/client';

export type SchedulePostBody = { text: string; platforms: PublishPlatform[]; scheduled_at: string; media_ids: string[]; thread: boolean };

/** A new post for a time (POST /api/posts with scheduled_at); 422 PostRefusal names each platform that would refuse it. */
export async function schedulePost(body: SchedulePostBody): Promise<Post> {
  const { data } = await api.POST('/posts', { body });
  return Post.parse(data);
}

export function useSchedulePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'create'],
    mutationFn: schedulePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
