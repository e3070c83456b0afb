import { and, eq, exists, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { HistoryQuery, LibraryStatus } from '../../../contract/library';
import type { Db } from '../../db/client';
import { contents, publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { LIBRARY_COLUMNS } from './library-columns';
import type { LibraryRow } from './library-item';
import { LIBRARY_MESSAGES } from './library-messages';

const DAY_MS = 86_400_000;

/** Whether a piece has a target in one of these states (publications_content_idx). */
function targetIn(db: Db, states: ('published' | 'scheduled' | 'publishing')[]) {
  return db
    .select({ one: sql`1` })
    .from(publications)
    .where(and(eq(publications.contentId, contents.id), inArray(publications.status, states)));
}

/** docs/product/api.md#library: published somewhere, scheduled somewhere, or neither (nor being published). */
function statusCondition(db: Db, status: LibraryStatus): SQL {
  if (status === 'published') return exists(targetIn(db, ['published']));
  if (status === 'scheduled') return exists(targetIn(db, ['scheduled']));
  return notExists(targetIn(db, ['published', 'scheduled', 'publishing']));
}

/**
 * The filters other than the search words: kind, publishing status, days made (UTC, both inclusive:
 * from 00:00 of `from` to before 00:00 of the day after `to`) and template.
 */
function filters(db: Db, query: HistoryQuery): SQL[] {
  const out: SQL[] = [];
  if (query.type) out.push(eq(contents.type, query.type));
  if (query.status) out.push(statusCondition(db, query.status));
  if (query.from && query.to && query.from > query.to) throw new HttpError(422, LIBRARY_MESSAGES.daysReversed);
  if (query.from) out.push(sql`${contents.createdAt} >= ${`${query.from}T00:00:00.000Z`}::timestamptz`);
  if (query.to) out.push(sql`${contents.createdAt} < ${new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS).toISOString()}::timestamptz`);
  if (query.template) out.push(sql`${contents.request}->>'template' = ${query.template}`);
  return out;
}

/**
 * One page of a creator's pieces (docs/product/api.md#library), in one statement.
 *
 * Without `q`: newest first, read in the order of contents_user_created_idx (created_at is NOT NULL,
 * and the NULLS FIRST that DESC implies is spelled out so the query and the index agree), `limit`
 * rows of it plus those the filters pass over.
 *
 * With `q` (web-search syntax, the 'english' configuration: stems, no stop words): the pieces whose
 * search document matches (contents_search_idx), best match first by ts_rank (title words weigh A,
 * body words B), then newest first. Words that are all stop words or punctuation make an empty query,
 * which matches nothing: the page is empty (docs/product/api.md#library).
 *
 * `before` is the id of the last item shown. The next page is the rows after it in the same order,
 * compared inside the database as a row against the cursor item's own (rank, created_at, id): its
 * rank is computed again there (the same function of the same document and query, so equal), and
 * read into a JavaScript Date its created_at would lose its microseconds and a page would skip the
 * items made in the same millisecond. No such item of this creator (unknown, or someone else's): the
 * comparison is NULL and the page is empty.
 */
export async function findHistory(db: Db, userId: string, query: HistoryQuery): Promise<LibraryRow[]> {
  return historyStatement(db, userId, query);
}

/** findHistory's statement, not yet sent (the bench explains it: bench/library-search.ts). */
export function historyStatement(db: Db, userId: string, query: HistoryQuery) {
  const conditions: SQL[] = [eq(contents.userId, userId), ...filters(db, query)];
  const words = query.q?.trim() ? query.q.trim() : undefined;
  if (words === undefined) {
    if (query.before) {
      const cursor = db
        .select({ createdAt: contents.createdAt, id: contents.id })
        .from(contents)
        .where(and(eq(contents.id, query.before), eq(contents.userId, userId)));
      conditions.push(sql`(${contents.createdAt}, ${contents.id}) < ${cursor}`);
    }
    return db
      .select(LIBRARY_COLUMNS)
      .from(contents)
      .where(and(...conditions))
      .orderBy(sql`${contents.createdAt} desc nulls first`, sql`${contents.id} desc nulls first`)
      .limit(query.limit)
      .$dynamic();
  }

  const tsquery = sql`websearch_to_tsquery('english', ${words})`;
  const rank = sql`ts_rank(${contents.search}, ${tsquery})`;
  conditions.push(sql`${contents.search} @@ ${tsquery}`);
  if (query.before) {
    const cursor = db
      .select({ rank: sql`${rank}`, createdAt: contents.createdAt, id: contents.id })
      .from(contents)
      .where(and(eq(contents.id, query.before), eq(contents.userId, userId)));
    conditions.push(sql`(${rank}, ${contents.createdAt}, ${contents.id}) < ${cursor}`);
  }
  return db
    .select(LIBRARY_COLUMNS)
    .from(contents)
    .where(and(...conditions))
    .orderBy(sql`${rank} desc`, sql`${contents.createdAt} desc`, sql`${contents.id} desc`)
    .limit(query.limit)
    .$dynamic();
}
