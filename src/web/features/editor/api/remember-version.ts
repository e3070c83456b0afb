import type { QueryClient } from '@tanstack/react-query';
import type { ContentVersion, LibraryItem } from '../../../../contract/library';
import { contentHistoryKey } from '../../../lib/content-history-key';
import { contentItemKey, contentVersionsKey } from './content-keys';

/**
 * A new current version (a save, a restore, a regeneration, a picked variation): the piece shows its
 * text at once, and the versions list and the library (words, date, order) are read again.
 */
export function rememberVersion(queryClient: QueryClient, id: string, version: ContentVersion) {
  queryClient.setQueryData<LibraryItem>(contentItemKey(id), (item) =>
    item && { ...item, content: version.content, version: version.n, words: version.words, updated_at: version.created_at },
  );
  void queryClient.invalidateQueries({ queryKey: contentVersionsKey(id) });
  void queryClient.invalidateQueries({ queryKey: contentHistoryKey });
}
