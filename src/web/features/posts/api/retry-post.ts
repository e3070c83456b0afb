import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Post } from '../../../../contract/posts';
import type { PublishPlatform } from '../../../../contract/social';
import { api } from '../../../lib/api/client';
import { postQueryKey } from '../../../lib/posts/api/get-post';

/** Publishes again the post's target on `platform` that failed or needed reconnecting (409 with the reason when it cannot go). */
export async function retryPost({ id, platform }: { id: string; platform: PublishPlatform }): Promise<Post> {
  const { data } = await api.POST('/posts/{id}/retry', { params: { path: { id } }, body: { platforms: [platform] } });
  return Post.parse(data);
}

export const retryPostMutationOptions = mutationOptions({
  mutationKey: ['posts', 'retry'],
  mutationFn: retryPost,
});

/** Retry; the post's answer replaces the one shown, which then follows the targets publishing again. */
export function useRetryPost() {
  const queryClient = useQueryClient();
  return useMutation({
    ...retryPostMutationOptions,
    onSuccess: (post) => queryClient.setQueryData(postQueryKey(post.id), post),
  });
}
