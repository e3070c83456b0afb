import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiKeysResponse, type ApiKey } from '../../../../contract/api-keys';
import { api } from '../../../lib/api/client';

/** The account's API keys that are not revoked, newest first. */
export async function getApiKeys(): Promise<ApiKey[]> {
  const { data } = await api.GET('/keys');
  return ApiKeysResponse.parse(data).keys;
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: ['api-keys'],
  queryFn: getApiKeys,
  // "Last used" changes whenever a script uses a key: read it again each time the page opens.
  staleTime: 0,
});

export function useApiKeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiKeysQueryOptions, enabled });
}
