import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contentHistoryKey } from '../../../lib/content-history-key';
import { updateContent } from '../../../lib/content/api/update-content';

export const saveHumanizedVersionMutationOptions = mutationOptions({
  mutationKey: ['content', 'save-humanized'],
  mutationFn: updateContent,
});

/**
 * "Use Humanized Version" on a saved piece: the humanized text becomes the piece's next version
 * (source 'humanized'), so the library and the editor show it. The history is read again.
 */
export function useSaveHumanizedVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveHumanizedVersionMutationOptions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentHistoryKey }),
  });
}
