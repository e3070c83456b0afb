import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Post, type CreatePostRequest } from '../../../../contract/posts';
import { api } from '../../../lib/api/client';
import { contentHistoryKey } from '../../../lib/content-history-key';

export type CreatePostInput = z.input<typeof CreatePostRequest>;

/** A post of the piece: published now, or kept as a draft; 422 PostRefusal names each platform that would refuse it. */
export async function createPost(body: CreatePostInput): Promise<Post> {
  const { data } = await api.POST('/posts', { body });
  return Post.parse(data);
}

/** A new post changes where its piece was published (the library's status) and the posts' lists. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['posts', 'create'],
    mutationFn: createPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentHistoryKey });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}
