import { mutationOptions, useMutation } from '@tanstack/react-query';
import { DemoAuthorizeResponse, type PublishPlatform } from '../../../../contract/social';
import { api } from '../../../lib/api/client';
import { requireSession } from '../../../lib/social/require-session';

/** The demo consent page's Authorize: the server answers the OAuth callback address to go on to. */
export async function authorizeDemo(request: { platform: PublishPlatform; state: string }): Promise<string> {
  requireSession();
  const { data } = await api.POST('/social/demo/authorize', { body: request });
  return DemoAuthorizeResponse.parse(data).redirect_url;
}

export const authorizeDemoMutationOptions = mutationOptions({
  mutationKey: ['social', 'demo-authorize'],
  mutationFn: authorizeDemo,
});

export function useAuthorizeDemo() {
  return useMutation(authorizeDemoMutationOptions);
}
