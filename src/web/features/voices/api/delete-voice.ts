import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { VoiceListResponse } from '../../../../contract/voices';
import { api } from '../../../lib/api/client';
import { voicesQueryOptions } from '../../../lib/voices/api/get-voices';

export async function deleteVoice(id: string): Promise<void> {
  await api.DELETE('/voices/{id}', { params: { path: { id } } });
}

export const deleteVoiceMutationOptions = mutationOptions({
  mutationKey: ['voices', 'delete'],
  mutationFn: deleteVoice,
  onSuccess: (_data, id, _result, { client }) => {
    client.setQueryData<VoiceListResponse>(voicesQueryOptions.queryKey, (list) => list && { ...list, voices: list.voices.filter((v) => v.id !== id) });
  },
  onSettled: (_data, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: voicesQueryOptions.queryKey, exact: true }),
});

export function useDeleteVoice() {
  return useMutation(deleteVoiceMutationOptions);
}
