import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Post, type ResolveTargetRequest } from '../../../../contract/posts';
import { api } from '../../../lib/api/client';
import { postQueryKey } from '../../../lib/posts/api/get-post';

export type ResolveTargetVariables = { postId: string; targetId: string; body: z.input<typeof ResolveTargetRequest> };

/** The creator says what became of a target whose outcome was lost: it is on the platform, or publish it again. */
export async function resolveTarget({ postId, targetId, body }: ResolveTargetVariables): Promise<Post> {
  const { data } = await api.POST('/posts/{id}/targets/{target_id}/resolve', {
    params: { path: { id: postId, target_id: targetId } },
    body,
  });
  return Post.parse(data);
}

export const resolveTargetMutationOptions = mutationOptions({
  mutationKey: ['posts', 'resolve'],
  mutationFn: resolveTarget,
});

export function useResolveTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    ...resolveTargetMutationOptions,
    onSuccess: (post) => queryClient.setQueryData(postQueryKey(post.id), post),
  });
}
