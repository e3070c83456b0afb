import { mutationOptions, useMutation } from '@tanstack/react-query';
import { SuccessResponse } from '../../../../contract/errors';
import type { ChooseTargetRequest, ConnectedAccount, PublishPlatform } from '../../../../contract/social';
import { api } from '../../../lib/api/client';
import { requireSession } from '../../../lib/social/require-session';
import { accountsQueryOptions } from '../../../lib/social/api/get-accounts';

export type ChooseTargetInput = { platform: PublishPlatform; targetId: string };

/** Switches a connection to another of the accounts it manages (a Facebook Page); the server's message says which. */
export async function chooseTarget({ platform, targetId }: ChooseTargetInput): Promise<string | undefined> {
  requireSession();
  const { data } = await api.PUT('/social/accounts/{platform}/target', {
    params: { path: { platform } },
    body: { target_id: targetId } satisfies ChooseTargetRequest,
  });
  return SuccessResponse.parse(data).message;
}

export const chooseTargetMutationOptions = mutationOptions({
  mutationKey: ['social', 'choose-target'],
  mutationFn: chooseTarget,
  onSuccess: (_message, { platform, targetId }, _result, { client }) => {
    // The card shows the chosen Page at once; the list is read again to be sure.
    client.setQueryData<ConnectedAccount[]>(accountsQueryOptions.queryKey, (accounts) =>
      accounts?.map((account) => {
        const target = account.platform === platform ? account.targets?.find((candidate) => candidate.id === targetId) : undefined;
        return target ? { ...account, username: target.name, target_id: target.id } : account;
      }),
    );
  },
  onSettled: (_data, _error, _input, _result, { client }) => client.invalidateQueries({ queryKey: accountsQueryOptions.queryKey }),
});

export function useChooseTarget() {
  return useMutation(chooseTargetMutationOptions);
}
