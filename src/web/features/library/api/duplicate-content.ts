import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LibraryItem } from '../../../../contract/library';
import { api } from '../../../lib/api/client';
import { contentHistoryKey } from '../../../lib/content-history-key';

/** A copy of a piece as a new one (its current text as version 1); not counted as a generation. */
export async function duplicateContent(id: string): Promise<LibraryItem> {
  const { data } = await api.POST('/content/{id}/duplicate', { params: { path: { id } } });
  return LibraryItem.parse(data);
}

/** The copy joins every history list (the library's pages, the dashboard's Recent Content). */
export function useDuplicateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'duplicate'],
    mutationFn: duplicateContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentHistoryKey }),
  });
}
