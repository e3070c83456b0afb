import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfig } from '../../../../contract/public-config';
import { api } from '../../../lib/api/client';

export async function getConfig(): Promise<PublicConfig> {
  const { data } = await api.GET('/config');
  return PublicConfig.parse(data);
}

/** How long the settings are taken as they are before a page shown or a tab come back to reads them again. */
export const CONFIG_STALE_MS = 60_000;

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  // The owner can connect a model on Settings → AI while a creator’s tab is open (docs/product/ai-settings.md):
  // a minute old, the next page or the tab's return to focus reads them again, so the engine named is the server's.
  staleTime: CONFIG_STALE_MS,
  refetchOnWindowFocus: true,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
