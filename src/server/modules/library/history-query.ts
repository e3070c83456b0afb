import { and, eq, exists, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
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
 * rows of it plus those the filters pass over; with a template, in the order of
 * contents_user_template_idx.
 *
 * With `q` (web-search syntax, the 'english' configuration: stems, no stop words): see searchStatement.
 *
 * `before` is the id of the last item shown. The next page is the rows after it in the same order,
 * compared inside the database against the cursor item's own row: read into a JavaScript Date its
 * created_at would lose its microseconds and a page would skip the items made in the same millisecond.
 * No such item of this creator (unknown, or someone else's): the comparison is NULL and the page is empty.
 */
export async function findHistory(db: Db, userId: string, query: HistoryQuery): Promise<LibraryRow[]> {
  return historyStatement(db, userId, query);
}

/** findHistory's statement, not yet sent (the bench explains it: bench/library-search.ts). */
export function historyStatement(db: Db, userId: string, query: HistoryQuery) {
  const conditions: SQL[] = [eq(contents.userId, userId), ...filters(db, query)];
  const words = query.q?.trim() ? query.q.trim() : undefined;
  if (words !== undefined) return searchStatement(db, { userId, conditions, words, query });
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
    .orderBy(...newestFirst())
    .limit(query.limit);
}

/** A new list each time: Drizzle rewrites the columns of a set operation's ORDER BY in place. */
const newestFirst = () => [sql`${contents.createdAt} desc nulls first`, sql`${contents.id} desc nulls first`];

/**
 * The pieces whose search document (title and text) matches the words, in two tiers: first those
 * whose title alone matches them (topic_search, kept in the row), then those that match by their
 * text; newest first within each (created_at, then id). Words that are all stop words or punctuation
 * make an empty query, which matches nothing: the page is empty.
 *
 * Each tier is read on its own in the order of an index (contents_user_created_idx walked until
 * `limit` rows pass, or a GIN index's few matches sorted: the planner weighs which) and cut at
 * `limit`; the two are put one after the other and cut again. No match is ranked, so a word found in
 * nearly every piece costs a page, not every match. The title tier also requires the whole document to
 * match, tested after the title (only "-word" can make them differ: the word left out is in the text).
 *
 * The order is (tier, created_at desc, id desc). After the cursor item: in its own tier, the rows
 * before its (created_at, id); in a later tier, all of them. Its tier is decided again for the same
 * words, inside the database; an item that no longer matches at all counts as a text match.
 */
function searchStatement(db: Db, opts: { userId: string; conditions: SQL[]; words: string; query: HistoryQuery }) {
  const { userId, conditions, words, query } = opts;
  const tsquery = sql`websearch_to_tsquery('english', ${words})`;
  const inTitle = sql`${contents.topicSearch} @@ ${tsquery}`;
  const matches = sql`${contents.search} @@ ${tsquery}`;
  // Without a word left out ("-word", a "!" in the query's text), a title that matches means the whole
  // document does: the test of the whole document (out of line, ~3 KB) is then folded away as the
  // statement is planned. A "!" inside a lexeme only makes the test run needlessly.
  const wholeMatchesToo = sql`(strpos(${tsquery}::text, '!') = 0 or ${matches})`;
  const titleTier = and(inTitle, wholeMatchesToo)!;
  const titleConditions = [...conditions, titleTier];
  const textConditions = [...conditions, sql`not (${inTitle})`, matches];
  if (query.before) {
    const cursorItem = and(eq(contents.id, query.before), eq(contents.userId, userId));
    // The title tier follows a cursor only from inside it: tested once, before the tier is read at all.
    const cursor = db.select({ createdAt: contents.createdAt, id: contents.id }).from(contents).where(cursorItem);
    titleConditions.push(exists(db.select({ one: sql`1` }).from(contents).where(and(cursorItem, titleTier))));
    titleConditions.push(sql`(${contents.createdAt}, ${contents.id}) < ${cursor}`);
    // The text tier: all of it after a title-tier cursor (before infinity), else the rows before the cursor's.
    const from = db
      .select({ createdAt: sql`case when ${titleTier} then 'infinity'::timestamptz else ${contents.createdAt} end`, id: contents.id })
      .from(contents)
      .where(cursorItem);
    textConditions.push(sql`(${contents.createdAt}, ${contents.id}) < ${from}`);
  }
  const tier = (n: 0 | 1, where: SQL[]) =>
    db
      .select({ ...LIBRARY_COLUMNS, tier: sql<number>`${sql.raw(String(n))}`.as('tier') })
      .from(contents)
      .where(and(...where))
      .orderBy(...newestFirst())
      .limit(query.limit);
  return unionAll(tier(0, titleConditions), tier(1, textConditions))
    .orderBy(sql`tier`, ...newestFirst())
    .limit(query.limit);
}
