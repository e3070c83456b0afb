import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { PublishResponse, type PublishRequest } from '../../../../contract/social';
import { api } from '../../../lib/api/client';

export type PublishPostRequest = z.input<typeof PublishRequest>;

/** Publishes to each chosen platform; one failing never stops the others, and each has its result. */
export async function publishPost(request: PublishPostRequest): Promise<PublishResponse> {
  const { data } = await api.POST('/social/publish', { body: request });
  return PublishResponse.parse(data);
}

export const publishPostMutationOptions = mutationOptions({
  mutationKey: ['social', 'publish'],
  mutationFn: publishPost,
});

export function usePublishPost() {
  return useMutation(publishPostMutationOptions);
}
