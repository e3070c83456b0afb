import { mutationOptions, useMutation } from '@tanstack/react-query';
import { TestAiSettingsResponse, type TestAiSettingsRequest } from '../../../../contract/ai-settings';
import { api } from '../../../lib/api/client';

/** One short call to the model the form describes (the saved key when none is typed): its latency, or why it failed. */
export async function testAiSettings(request: TestAiSettingsRequest): Promise<TestAiSettingsResponse> {
  const { data } = await api.POST('/settings/ai/test', { body: request });
  return TestAiSettingsResponse.parse(data);
}

export const testAiSettingsMutationOptions = mutationOptions({
  mutationKey: ['ai-settings', 'test'],
  mutationFn: testAiSettings,
});

export function useTestAiSettings() {
  return useMutation(testAiSettingsMutationOptions);
}
