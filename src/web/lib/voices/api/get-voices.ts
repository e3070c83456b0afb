import { queryOptions, useQuery } from '@tanstack/react-query';
import { VoiceListResponse } from '../../../../contract/voices';
import { api } from '../../api/client';

/**
 * The creator's brand voices (the default first) and how many their plan allows. Shared: the voices
 * page manages them, the generator and the humanizer offer them (docs/product/voices.md).
 */
export async function getVoices(): Promise<VoiceListResponse> {
  const { data } = await api.GET('/voices');
  return VoiceListResponse.parse(data);
}

export const voicesQueryOptions = queryOptions({
  queryKey: ['voices'],
  queryFn: getVoices,
});

export function useVoices() {
  return useQuery(voicesQueryOptions);
}
