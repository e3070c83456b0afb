import { mutationOptions, useMutation } from '@tanstack/react-query';
import { VariationsResponse, type VariationsRequest } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth/use-auth';

export type VariationsVariables = { id: string; body: VariationsRequest };

/** 2 or 3 alternatives of a social post, or of a video script's hook, to compare; not saved (each one a generation). */
export async function getVariations({ id, body }: VariationsVariables): Promise<VariationsResponse> {
  const { data } = await api.POST('/content/{id}/variations', { params: { path: { id } }, body });
  return VariationsResponse.parse(data);
}

export const variationsMutationOptions = mutationOptions({
  mutationKey: ['content', 'variations'],
  mutationFn: getVariations,
});

/** Variations; the usage counters are read again afterwards, as after any generation. */
export function useVariations() {
  const { refreshUser } = useAuth();
  return useMutation({ ...variationsMutationOptions, onSettled: () => void refreshUser() });
}
