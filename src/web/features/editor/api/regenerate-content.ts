import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ContentVersion } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth/use-auth';
import { rememberVersion } from './remember-version';

/** Writes the piece again from the request that made it, as a new version (one generation). */
export async function regenerateContent(id: string): Promise<ContentVersion> {
  const { data } = await api.POST('/content/{id}/regenerate', { params: { path: { id } } });
  return ContentVersion.parse(data);
}

export const regenerateContentMutationOptions = mutationOptions({
  mutationKey: ['content', 'regenerate'],
  mutationFn: regenerateContent,
});

/** "Write again"; the usage counters are read again afterwards, as after any generation (refused ones too). */
export function useRegenerateContent() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    ...regenerateContentMutationOptions,
    onSuccess: (version, id) => rememberVersion(queryClient, id, version),
    onSettled: () => void refreshUser(),
  });
}
