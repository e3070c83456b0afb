import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ConnectedAccount, PublishPlatform } from '../../../../contract/social';
import { api } from '../../../lib/api/client';
import { requireSession } from '../../../lib/social/require-session';
import { accountsQueryOptions } from '../../../lib/social/api/get-accounts';

/** Disconnects a platform (the server gives the access back at the platform where it can). 204 or `{message}`. */
export async function disconnectAccount(platform: PublishPlatform): Promise<void> {
  requireSession();
  await api.DELETE('/social/accounts/{platform}', { params: { path: { platform } } });
}

export const disconnectAccountMutationOptions = mutationOptions({
  mutationKey: ['social', 'disconnect'],
  mutationFn: disconnectAccount,
  onSuccess: (_data, platform, _result, { client }) => {
    // The card turns to Not Connected at once; the list is read again to be sure.
    client.setQueryData<ConnectedAccount[]>(accountsQueryOptions.queryKey, (accounts) => accounts?.filter((a) => a.platform !== platform));
  },
  onSettled: (_data, _error, _platform, _result, { client }) => client.invalidateQueries({ queryKey: accountsQueryOptions.queryKey }),
});

export function useDisconnectAccount() {
  return useMutation(disconnectAccountMutationOptions);
}
