import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CreatedApiKey, type CreateApiKeyRequest } from '../../../../contract/api-keys';
import { api } from '../../../lib/api/client';
import { apiKeysQueryOptions } from './get-api-keys';

/** Creates a key; the answer holds the whole key, shown this once. */
export async function createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
  const { data } = await api.POST('/keys', { body: request });
  return CreatedApiKey.parse(data);
}

export const createApiKeyMutationOptions = mutationOptions({
  mutationKey: ['api-keys', 'create'],
  mutationFn: createApiKey,
  onSettled: (_data, _error, _request, _result, { client }) => client.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
});

export function useCreateApiKey() {
  return useMutation(createApiKeyMutationOptions);
}
