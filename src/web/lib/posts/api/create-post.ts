import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Post, type CreatePostRequest } from '../../../../contract/posts';
import { api } from '../../api/client';
import { contentHistoryKey } from '../../content-history-key';
import { scheduleQueryKey } from '../../schedule/api/get-schedule';

export type CreatePostInput = z.input<typeof CreatePostRequest>;

/**
 * A post: published now, scheduled (`scheduled_at`), put in the queue (`queue: true`) or kept as a
 * draft; 422 PostRefusal names each platform that would refuse it.
 */
export async function createPost(body: CreatePostInput): Promise<Post> {
  const { data } = await api.POST('/posts', { body });
  return Post.parse(data);
}

/**
 * A new post changes where its piece was published (the library's status), the posts' lists and,
 * once it takes a queue slot, where the queue's next post would go.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'create'],
    mutationFn: createPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentHistoryKey });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    },
  });
}
