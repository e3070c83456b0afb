import { mutationOptions, useMutation } from '@tanstack/react-query';
import { AuthorizationUrlResponse, type PublishPlatform } from '../../../../contract/social';
import { apiRequest } from '../../../lib/api-client';
import { requireSession } from '../require-session';

/** Where to send the browser to connect a platform: its consent page, or Inkwell's demo consent page. */
export async function getAuthorizationUrl(platform: PublishPlatform): Promise<string> {
  requireSession();
  return AuthorizationUrlResponse.parse(await apiRequest(`/social/oauth/${platform}`)).authorization_url;
}

export const authorizationUrlMutationOptions = mutationOptions({
  mutationKey: ['social', 'authorization-url'],
  mutationFn: getAuthorizationUrl,
});

export function useAuthorizationUrl() {
  return useMutation(authorizationUrlMutationOptions);
}
