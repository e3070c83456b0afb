import { HISTORY_TYPES, type HistoryType } from '../../../contract/content';
import { LIBRARY_STATUSES, type HistoryQuery, type LibraryStatus } from '../../../contract/library';

/** What /library shows: the words searched for and the filters; null (or '') is "any". */
export type LibraryFilters = {
  q: string;
  type: HistoryType | null;
  status: LibraryStatus | null;
  /** Days (YYYY-MM-DD), inclusive. */
  from: string | null;
  to: string | null;
  /** A template id ("blog.listicle"). */
  template: string | null;
};

export const NO_LIBRARY_FILTERS: LibraryFilters = { q: '', type: null, status: null, from: null, to: null, template: null };

/** The address's parameter of each filter, as the API names it: a shared link reads the same as the request. */
const PARAMS = ['q', 'type', 'status', 'from', 'to', 'template'] as const satisfies readonly (keyof LibraryFilters)[];

/** The limits of src/contract/library.ts HistoryQuery: an address the API would refuse is read as no filter. */
const MAX_QUERY = 200;
const MAX_TEMPLATE = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function day(value: string | null): string | null {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** The filters a shared or returned-to address carries; anything the API would not take is left out. */
export function readLibraryFilters(params: URLSearchParams): LibraryFilters {
  const q = (params.get('q') ?? '').trim();
  const template = (params.get('template') ?? '').trim();
  return {
    q: q.length <= MAX_QUERY ? q : '',
    type: oneOf(HISTORY_TYPES, params.get('type')),
    status: oneOf(LIBRARY_STATUSES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    template: template !== '' && template.length <= MAX_TEMPLATE ? template : null,
  };
}

/** The address's parameters for these filters: what is "any" is left out, other parameters are kept. */
export function writeLibraryFilters(filters: LibraryFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of PARAMS) {
    const value = filters[name]?.trim();
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** Something narrows the list: words searched for, or any filter. */
export function isFiltered(filters: LibraryFilters): boolean {
  return PARAMS.some((name) => Boolean(filters[name]));
}

/** How many filters other than the search words are set. */
export function filterChoiceCount(filters: LibraryFilters): number {
  return PARAMS.filter((name) => name !== 'q' && Boolean(filters[name])).length;
}

/** GET /api/content/history's query for one page of these filters, after the item `before`. */
export function historyQuery(filters: LibraryFilters, page: { limit: number; before?: string }): Partial<HistoryQuery> {
  const query: Partial<HistoryQuery> = { limit: page.limit };
  if (page.before) query.before = page.before;
  if (filters.q) query.q = filters.q;
  if (filters.type) query.type = filters.type;
  if (filters.status) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.template) query.template = filters.template;
  return query;
}
