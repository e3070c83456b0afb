import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { updateContent } from '../../../lib/content/api/update-content';
import { rememberVersion } from './remember-version';

export const saveContentMutationOptions = mutationOptions({
  mutationKey: ['content', 'save'],
  mutationFn: updateContent,
});

/** Save: the editor's text as the piece's next version (an edit, or a picked variation). */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveContentMutationOptions,
    onSuccess: (version, { id }) => rememberVersion(queryClient, id, version),
  });
}
