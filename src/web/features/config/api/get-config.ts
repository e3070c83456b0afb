import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfig } from '../../../../contract/public-config';
import { apiRequest } from '../../../lib/api-client';

export async function getConfig(): Promise<PublicConfig> {
  return PublicConfig.parse(await apiRequest('/config'));
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  // The server's settings do not change while the page is open.
  staleTime: Infinity,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
