import { useMemo } from 'react';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { PageFrame } from '../components/page-frame';
import { RetryAlert } from '../components/retry-alert';
import { Spinner } from '../components/spinner';
import { useTemplates } from '../features/generate/api/get-templates';
import { useLibrary } from '../features/library/api/get-library-page';
import { DeletePiecesDialog } from '../features/library/components/delete-pieces-dialog';
import { LibraryCards } from '../features/library/components/library-cards';
import { LibraryFresh, LibraryNoMatch } from '../features/library/components/library-empty';
import { LibraryFilterBar } from '../features/library/components/library-filter-bar';
import { LibraryNotice } from '../features/library/components/library-notice';
import { LibraryTable } from '../features/library/components/library-table';
import { SelectionBar } from '../features/library/components/selection-bar';
import { isFiltered, NO_LIBRARY_FILTERS } from '../features/library/library-filters';
import { LIBRARY_MESSAGES } from '../features/library/library-messages';
import { useLibraryActions } from '../features/library/use-library-actions';
import { useLibraryFilters } from '../features/library/use-library-filters';
import { useLibrarySelection } from '../features/library/use-library-selection';
import { useWideLayout } from '../features/library/use-wide-layout';
import { ApiError } from '../lib/api-error';
import { useAuth } from '../lib/auth/use-auth';
import { classNames } from '../lib/class-names';

const SEARCH_ID = 'library-search';
const DASHBOARD_LINK_ID = 'library-empty-dashboard-link';

/** Issue 26 /library: every piece the creator made — search, filters, open, duplicate, delete. */
export function LibraryPage() {
  const { user } = useAuth();
  // The templates the generator forms offer (one request, cached): to name and filter by them.
  const templates = useTemplates(user?.subscription_tier).data?.templates ?? [];
  const [filters, updateFilters] = useLibraryFilters();
  const library = useLibrary(filters);
  const items = useMemo(() => library.data?.pages.flatMap((page) => page.items) ?? [], [library.data]);
  const wide = useWideLayout();
  const selection = useLibrarySelection(items.map((item) => item.id));
  const actions = useLibraryActions({ items, fallbackFocusIds: [SEARCH_ID, DASHBOARD_LINK_ID], onDeleted: selection.forget });

  const filtered = isFiltered(filters);
  const updating = library.isPlaceholderData && library.isFetching;
  const fresh = !filtered && !library.isPlaceholderData && library.data !== undefined && items.length === 0;
  // A 4xx says what was wrong with the filters (days the wrong way round); anything else offers a retry.
  const refusal = library.error instanceof ApiError && library.error.status < 500 && library.error.detail ? library.error.detail : null;
  const clear = () => updateFilters(NO_LIBRARY_FILTERS);
  const List = wide ? LibraryTable : LibraryCards;

  return (
    <PageFrame title={LIBRARY_MESSAGES.title} description={LIBRARY_MESSAGES.description}>
      <LibraryNotice notice={actions.notice} onDismiss={actions.dismissNotice} />

      {!fresh && <LibraryFilterBar filters={filters} onChange={updateFilters} onClear={clear} templates={templates} searchInputId={SEARCH_ID} collapsible={!wide} />}

      {library.isError && !library.data && (refusal ? <Alert tone="error">{refusal}</Alert> : <RetryAlert message={LIBRARY_MESSAGES.loadFailed} onRetry={() => void library.refetch()} />)}

      {library.isPending && !library.isError && (
        <div className="flex justify-center py-16">
          <Spinner label={LIBRARY_MESSAGES.loading} />
        </div>
      )}

      {fresh && <LibraryFresh linkId={DASHBOARD_LINK_ID} />}

      {library.data && !fresh && (
        <div aria-busy={updating} className={classNames('space-y-4 transition-opacity', updating && 'opacity-60')}>
          {/* With nothing found the row is read, not seen: the box below says it. */}
          <div className={items.length > 0 ? 'flex flex-wrap-reverse items-center justify-between gap-x-4 gap-y-2' : 'sr-only'}>
            {items.length > 0 && (
              <SelectionBar
                count={selection.selected.size}
                allShown={selection.allShown}
                someShown={selection.someShown}
                onToggleAll={selection.toggleAll}
                onDelete={() => actions.askDelete(items.filter((item) => selection.selected.has(item.id)))}
                onClear={selection.clear}
              />
            )}
            <div className="flex items-center gap-3">
              {updating && <Spinner size="sm" label={LIBRARY_MESSAGES.updating} />}
              <p id="library-results" aria-live="polite" className="text-sm font-medium text-gray-700 dark:text-gray-300">
                {items.length > 0 ? LIBRARY_MESSAGES.count({ shown: items.length, more: library.hasNextPage, q: filters.q }) : LIBRARY_MESSAGES.noMatchAnnounced(filters.q)}
              </p>
            </div>
          </div>

          {items.length === 0 ? (
            <LibraryNoMatch q={filters.q} onClear={clear} />
          ) : (
            <List
              items={items}
              templates={templates}
              selected={selection.selected}
              onToggle={selection.toggle}
              busy={actions.duplicating || actions.dialog.deleting}
              onDuplicate={actions.duplicate}
              onDelete={(item) => actions.askDelete([item])}
            />
          )}

          {library.isFetchNextPageError && <RetryAlert message={LIBRARY_MESSAGES.loadMoreFailed} onRetry={() => void library.fetchNextPage()} />}

          {library.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void library.fetchNextPage()} disabled={library.isFetchingNextPage} busy={library.isFetchingNextPage}>
                {library.isFetchingNextPage ? LIBRARY_MESSAGES.loadingMore : LIBRARY_MESSAGES.loadMore}
              </Button>
            </div>
          )}
        </div>
      )}

      <DeletePiecesDialog {...actions.dialog} />
    </PageFrame>
  );
}
