import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { DeleteContentResponse } from '../../../../contract/library';
import { contentHistoryKey } from '../../../lib/content-history-key';
import type { LibraryPage } from './get-library-page';

/**
 * After a delete: the pieces leave the library's lists at once (so focus can move to the next row),
 * then every history list is read again (the dashboard's Recent Content too), and the posts, when
 * scheduled ones were cancelled.
 */
export function forgetDeleted(queryClient: QueryClient, answer: DeleteContentResponse): void {
  const gone = new Set(answer.deleted);
  queryClient.setQueriesData<InfiniteData<LibraryPage>>({ queryKey: [...contentHistoryKey, 'library'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !gone.has(item.id)) })) } : data,
  );
  void queryClient.invalidateQueries({ queryKey: contentHistoryKey });
  if (answer.cancelled_posts > 0) void queryClient.invalidateQueries({ queryKey: ['posts'] });
}
