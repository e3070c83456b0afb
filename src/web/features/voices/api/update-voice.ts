import { mutationOptions, useMutation } from '@tanstack/react-query';
import { Voice, type UpdateVoiceRequest } from '../../../../contract/voices';
import { api } from '../../../lib/api/client';
import { voicesQueryOptions } from '../../../lib/voices/api/get-voices';

export type UpdateVoiceVariables = { id: string; changes: UpdateVoiceRequest };

/** Changes the fields sent; making one voice the default unsets the other, so the whole list is read again. */
export async function updateVoice({ id, changes }: UpdateVoiceVariables): Promise<Voice> {
  const { data } = await api.PATCH('/voices/{id}', { params: { path: { id } }, body: changes });
  return Voice.parse(data);
}

export const updateVoiceMutationOptions = mutationOptions({
  mutationKey: ['voices', 'update'],
  mutationFn: updateVoice,
  onSettled: (_data, _error, _variables, _result, { client }) => client.invalidateQueries({ queryKey: voicesQueryOptions.queryKey, exact: true }),
});

export function useUpdateVoice() {
  return useMutation(updateVoiceMutationOptions);
}
