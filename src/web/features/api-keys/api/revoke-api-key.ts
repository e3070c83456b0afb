import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiKey } from '../../../../contract/api-keys';
import { api } from '../../../lib/api/client';
import { apiKeysQueryOptions } from './get-api-keys';

/** Revokes a key: its next request is refused. */
export async function revokeApiKey(id: string): Promise<void> {
  await api.DELETE('/keys/{id}', { params: { path: { id } } });
}

export const revokeApiKeyMutationOptions = mutationOptions({
  mutationKey: ['api-keys', 'revoke'],
  mutationFn: revokeApiKey,
  onSuccess: (_data, id, _result, { client }) => {
    client.setQueryData<ApiKey[]>(apiKeysQueryOptions.queryKey, (keys) => keys?.filter((key) => key.id !== id));
  },
  onSettled: (_data, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
});

export function useRevokeApiKey() {
  return useMutation(revokeApiKeyMutationOptions);
}
