import { mutationOptions, useMutation } from '@tanstack/react-query';
import { Voice, type CreateVoiceRequest } from '../../../../contract/voices';
import { api } from '../../../lib/api/client';
import { voicesQueryOptions } from '../../../lib/voices/api/get-voices';

/** Saves a new voice; at the plan's cap the server refuses with 403 and a detail to show. */
export async function createVoice(request: CreateVoiceRequest): Promise<Voice> {
  const { data } = await api.POST('/voices', { body: request });
  return Voice.parse(data);
}

export const createVoiceMutationOptions = mutationOptions({
  mutationKey: ['voices', 'create'],
  mutationFn: createVoice,
  onSettled: (_data, _error, _request, _result, { client }) => client.invalidateQueries({ queryKey: voicesQueryOptions.queryKey, exact: true }),
});

export function useCreateVoice() {
  return useMutation(createVoiceMutationOptions);
}
