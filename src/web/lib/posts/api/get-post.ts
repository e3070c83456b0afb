import { queryOptions, useQuery } from '@tanstack/react-query';
import { Post } from '../../../../contract/posts';
import { api } from '../../api/client';
import { postRefreshInterval } from '../post-refresh';

/** One of the creator's posts with each target's state, link, error and numbers (404 for another creator's). */
export async function getPost(id: string): Promise<Post> {
  const { data } = await api.GET('/posts/{id}', { params: { path: { id } } });
  return Post.parse(data);
}

export const postQueryKey = (id: string) => ['posts', id] as const;

/**
 * A post, read again by itself while it moves (postRefreshInterval): the post page and the publish
 * dialog both follow a post being published to the end, so both read it through here.
 */
export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postQueryKey(id),
    queryFn: () => getPost(id),
    staleTime: 0,
    refetchInterval: (query) => postRefreshInterval(query.state.data),
  });

/** `enabled`: e.g. the publish dialog follows a post only while one of its platforms is still publishing. */
export function usePost(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...postQueryOptions(id), enabled });
}
