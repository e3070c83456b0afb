import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfig } from '../../../../contract/public-config';
import { api } from '../../../lib/api/client';

export async function getConfig(): Promise<PublicConfig> {
  const { data } = await api.GET('/config');
  return PublicConfig.parse(data);
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
