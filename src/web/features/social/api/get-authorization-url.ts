import { mutationOptions, useMutation } from '@tanstack/react-query';
import { AuthorizationUrlResponse, type PublishPlatform } from '../../../../contract/social';
import { api } from '../../../lib/api/client';
import { requireSession } from '../../../lib/social/require-session';

/** Where to send the browser to connect a platform: its consent page, or Inkwell's demo consent page. */
export async function getAuthorizationUrl(platform: PublishPlatform): Promise<string> {
  requireSession();
  const { data } = await api.GET('/social/oauth/{platform}', { params: { path: { platform } } });
  return AuthorizationUrlResponse.parse(data).authorization_url;
}

export const authorizationUrlMutationOptions = mutationOptions({
  mutationKey: ['social', 'authorization-url'],
  mutationFn: getAuthorizationUrl,
});

export function useAuthorizationUrl() {
  return useMutation(authorizationUrlMutationOptions);
}
