import { queryOptions, useQuery } from '@tanstack/react-query';
import { AiSettingsResponse } from '../../../../contract/ai-settings';
import { api } from '../../../lib/api/client';

/** The owner's AI settings: where the drafts' engine comes from, what was saved, what writes the next draft. */
export async function getAiSettings(): Promise<AiSettingsResponse> {
  const { data } = await api.GET('/settings/ai');
  return AiSettingsResponse.parse(data);
}

export const aiSettingsQueryOptions = queryOptions({
  queryKey: ['ai-settings'],
  queryFn: getAiSettings,
  // Another instance or the environment may have changed what writes drafts: read it each time the page opens.
  staleTime: 0,
});

export function useAiSettings() {
  return useQuery(aiSettingsQueryOptions);
}
