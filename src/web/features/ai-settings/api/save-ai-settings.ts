import { mutationOptions, useMutation } from '@tanstack/react-query';
import { AiSettingsResponse, type PutAiSettingsRequest } from '../../../../contract/ai-settings';
import { api } from '../../../lib/api/client';
import { aiSettingsQueryOptions } from './get-ai-settings';

/** GET /api/config's query key: the engine the dashboard names before a draft changes with a save. */
const PUBLIC_CONFIG_KEY = ['config'];

/** Saves the settings (`api_key` left out keeps the saved key, "" removes it); the answer is the new state. */
export async function saveAiSettings(request: PutAiSettingsRequest): Promise<AiSettingsResponse> {
  const { data } = await api.PUT('/settings/ai', { body: request });
  return AiSettingsResponse.parse(data);
}

export const saveAiSettingsMutationOptions = mutationOptions({
  mutationKey: ['ai-settings', 'save'],
  mutationFn: saveAiSettings,
  onSuccess: async (settings, _request, _result, { client }) => {
    client.setQueryData(aiSettingsQueryOptions.queryKey, settings);
    await client.invalidateQueries({ queryKey: PUBLIC_CONFIG_KEY });
  },
});

export function useSaveAiSettings() {
  return useMutation(saveAiSettingsMutationOptions);
}
