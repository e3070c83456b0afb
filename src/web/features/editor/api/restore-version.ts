import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ContentVersion } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { rememberVersion } from './remember-version';

export type RestoreVersionVariables = { id: string; n: number };

/** Makes version `n`'s text the current one again, as a new version: nothing is lost. */
export async function restoreVersion({ id, n }: RestoreVersionVariables): Promise<ContentVersion> {
  const { data } = await api.POST('/content/{id}/versions/{n}/restore', { params: { path: { id, n: String(n) } } });
  return ContentVersion.parse(data);
}

export const restoreVersionMutationOptions = mutationOptions({
  mutationKey: ['content', 'restore'],
  mutationFn: restoreVersion,
});

export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    ...restoreVersionMutationOptions,
    onSuccess: (version, { id }) => rememberVersion(queryClient, id, version),
  });
}
