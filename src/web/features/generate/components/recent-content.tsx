import { Link } from 'react-router';
import { HISTORY_TYPE_LABELS, HUMANIZED_KIND, pieceNoun, type HistoryItem } from '../../../../contract/content';
import { Icon } from '../../../components/icon';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { classNames } from '../../../lib/class-names';
import { formatDateTime } from '../../../lib/format-date';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';
import { useContentHistory } from '../api/get-content-history';
import { useTemplates } from '../api/get-templates';
import { kindIcon } from './generator-tabs';

/**
 * What an item is: one piece ("Social Post", not the tab's "Social Media"); a humanized version also
 * names what it was ("Humanized Blog Post").
 */
function itemLabel(item: HistoryItem): string {
  const humanized = item.metadata.type === HUMANIZED_KIND.id ? item.metadata.humanized : undefined;
  if (!humanized) return pieceNoun(item.metadata.type);
  return `${HISTORY_TYPE_LABELS[HUMANIZED_KIND.id]} ${pieceNoun(humanized.content_type)}`;
}

/** The name of the template a piece was written from, when it was not its kind's standard one. */
function useTemplateName(): (id: string | undefined) => string | undefined {
  const { user } = useAuth();
  // The same query the generator forms' template picker reads (one request for the dashboard).
  const templates = useTemplates(user?.subscription_tier);
  return (id) => (id ? templates.data?.templates.find((t) => t.id === id && !t.default)?.name : undefined);
}

type RecentContentProps = {
  /** The id of the piece the content panel shows, marked in the list. */
  selectedId: string | null;
  onSelect: (item: HistoryItem) => void;
  /** While a piece is being written, the list cannot replace it. */
  disabled: boolean;
};

/** docs/product/screens.md#dashboard: the latest 5 pieces with type, date and topic; a click shows one in the content panel. */
export function RecentContent({ selectedId, onSelect, disabled }: RecentContentProps) {
  const history = useContentHistory();
  const templateName = useTemplateName();

  return (
    <section
      aria-labelledby="recent-content-heading"
      className="self-start rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recent-content-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
          Recent Content
        </h2>
        {/* Older pieces, search and filters: the library (issue 26). */}
        <Link
          to={paths.library}
          className="rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          See all<span className="sr-only"> in your library</span>
        </Link>
      </div>

      {history.isPending && (
        <div className="flex justify-center py-10">
          <Spinner label="Loading recent content" />
        </div>
      )}

      {history.isError && (
        <div className="mt-4">
          <RetryAlert message="We couldn't load your recent content." onRetry={() => void history.refetch()} />
        </div>
      )}

      {history.data?.length === 0 && (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center dark:border-gray-700">
          <Icon name="document" className="size-8 text-gray-400 dark:text-gray-500" />
          <p className="mt-3 font-medium text-gray-900 dark:text-white">No content generated yet</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Your five latest pieces will appear here.</p>
        </div>
      )}

      {history.data && history.data.length > 0 && (
        <ul className="mt-4 space-y-2">
          {history.data.map((item) => {
            const selected = item.id === selectedId;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onSelect(item)}
                  disabled={disabled}
                  aria-current={selected ? 'true' : undefined}
                  className={classNames(
                    'flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                    selected
                      ? 'border-indigo-300 bg-indigo-50 dark:border-indigo-700 dark:bg-indigo-500/10'
                      : 'border-gray-200 hover:border-gray-300 hover:bg-gray-50 dark:border-gray-800 dark:hover:border-gray-700 dark:hover:bg-gray-800/60',
                  )}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
                    <Icon name={kindIcon(item.metadata.type)} className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                      <span className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
                        {itemLabel(item)}
                        {templateName(item.metadata.template) && (
                          <span className="font-medium tracking-normal text-gray-600 normal-case dark:text-gray-400">{` · ${templateName(item.metadata.template)}`}</span>
                        )}
                      </span>
                      <time dateTime={item.created_at} className="text-xs text-gray-600 dark:text-gray-400">
                        {formatDateTime(item.created_at)}
                      </time>
                    </span>
                    <span className="mt-0.5 line-clamp-2 block text-sm font-medium break-words text-gray-900 dark:text-white">
                      {item.metadata.topic}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
