import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** "Twitter/X", "Twitter/X and LinkedIn", "Twitter/X, LinkedIn and Instagram". */
export function platformList(platforms: readonly PublishPlatform[]): string {
  const names = platforms.map((platform) => PUBLISH_PLATFORM_LABELS[platform]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The library's texts (issue 26), written once. */
export const LIBRARY_MESSAGES = {
  title: 'Library',
  description: 'Everything you made: find a piece, open it, copy it or delete it.',
  searchLabel: 'Search',
  searchPlaceholder: 'Words in the title or text',
  filtersLabel: 'Filters',
  /** The button that unfolds the filters on a phone, with how many are set. */
  filtersButton: (chosen: number) => (chosen === 0 ? 'Filters' : `Filters (${chosen})`),
  clearFilters: 'Clear filters',
  loadFailed: "We couldn't load your library.",
  loading: 'Loading your library',
  updating: 'Updating the list',
  emptyTitle: 'Nothing here yet',
  emptyBody: 'Nothing here yet — your drafts appear here as you generate them.',
  toDashboard: 'Go to the dashboard',
  noMatch: (q: string) => `No pieces match “${q}”. Try other words or clear the filters.`,
  noMatchFilters: 'No pieces match these filters. Try other ones or clear the filters.',
  /** The live count when nothing is found. */
  noMatchAnnounced: (q: string) => (q ? `No results for “${q}”` : 'No results'),
  /** How many are loaded: never a total the page has not seen. */
  count: ({ shown, more, q }: { shown: number; more: boolean; q: string }) => {
    if (q) return more ? `Showing the ${plural(shown, 'best match', 'best matches')} for “${q}”` : `${plural(shown, 'result', 'results')} for “${q}”`;
    return more ? `Showing ${plural(shown, 'piece', 'pieces')}, newest first` : `${plural(shown, 'piece', 'pieces')}, newest first`;
  },
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loadMoreFailed: "We couldn't load more pieces.",
  untitled: 'Untitled',
  listLabel: 'Your pieces',
  selectColumn: 'Select',
  actionsColumn: 'Actions',
  actionsFor: (title: string) => `Actions for “${title}”`,
  select: (title: string) => `Select “${title}”`,
  selectAll: 'Select all shown',
  selected: (count: number) => `${count.toLocaleString('en-US')} selected`,
  clearSelection: 'Clear selection',
  deleteSelected: (count: number) => `Delete ${count.toLocaleString('en-US')} selected`,
  /** A piece changed since it was made (an edit, a humanized text, a restore): its version. */
  version: (n: number) => `Version ${n}`,
  published: (platforms: readonly PublishPlatform[]) => `Published on ${platformList(platforms)}.`,
  scheduled: (platforms: readonly PublishPlatform[]) => `Scheduled for ${platformList(platforms)}.`,
  notPublished: 'Not published',
  words: (count: number) => plural(count, 'word', 'words'),
  duplicated: (title: string) => `Made a copy of “${title}”.`,
  openCopy: 'Open the copy',
  duplicateFailed: 'The copy was not made. Please try again.',
  deleteOneTitle: 'Delete this piece?',
  deleteManyTitle: (count: number) => `Delete ${plural(count, 'piece', 'pieces')}?`,
  deleteOneBody: (title: string) => `“${title}” and all its versions leave your library. This cannot be undone.`,
  deleteManyBody: 'They leave your library with all their versions. This cannot be undone.',
  /** What the dialog knows: the platforms a piece is scheduled for, not how many posts. */
  willCancelOne: (platforms: readonly PublishPlatform[]) => `It is scheduled for ${platformList(platforms)}: those posts will be cancelled.`,
  willCancelMany: (pieces: number) =>
    pieces === 1 ? '1 of them is scheduled to be published: its posts will be cancelled.' : `${pieces} of them are scheduled to be published: their posts will be cancelled.`,
  publishedStays: 'What is already published stays on its platforms.',
  keepOne: 'Keep it',
  keepMany: 'Keep them',
  deleteOne: 'Delete piece',
  deleteMany: (count: number) => `Delete ${plural(count, 'piece', 'pieces')}`,
  deleting: 'Deleting…',
  deleteFailed: 'Nothing was deleted. Please try again.',
  /** After a delete: what went, and the scheduled posts cancelled with it (the server's count). */
  deletedOne: (title: string, cancelled: number) =>
    `Deleted “${title}”.${cancelled === 0 ? '' : cancelled === 1 ? ' Its scheduled post was cancelled.' : ` Its ${cancelled} scheduled posts were cancelled.`}`,
  deletedMany: (deleted: number, asked: number, cancelled: number) =>
    `Deleted ${plural(deleted, 'piece', 'pieces')}.` +
    (asked > deleted ? ` ${plural(asked - deleted, 'was', 'were')} already gone.` : '') +
    (cancelled === 0 ? '' : ` ${plural(cancelled, 'scheduled post was', 'scheduled posts were')} cancelled.`),
  dismiss: 'Dismiss',
} as const;
