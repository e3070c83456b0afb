import { sql, type SQL } from 'drizzle-orm';
import type { PublishPlatform } from '../../../contract/social';
import type { Db } from '../../db/client';
import { rows } from '../../db/raw-rows';

/**
 * The analytics reads, in SQL: each one a scan of one user's rows on an index that starts with
 * user_id, grouped in the database. Days and hours are the creator's (`tz`), counted
 * by PostgreSQL's own time zone rules. Sums and counts are cast to float8/int so that both drivers
 * hand back plain numbers.
 */

export interface WindowBounds {
  startDate: string;
  endDate: string;
  startAt: Date;
  previousAt: Date;
}

export interface ContentGroup {
  /** The day in the current window; null for the window before it. */
  day: string | null;
  type: string;
  n: number;
  words: number;
}

export interface MetricSums {
  impressions: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  views: number | null;
}

export interface PublicationGroup {
  /** The day in the current window; null for the window before it. */
  day: string | null;
  platform: PublishPlatform;
  status: 'published' | 'failed';
  n: number;
  /** Of `n`, made through a demo connection. */
  demo: number;
  /** Of `n`, real posts whose first numbers have not been fetched yet (their fetch is still scheduled). */
  awaiting: number;
}

export interface MetricGroup extends MetricSums {
  /** The day in the current window; null for the window before it. */
  day: string | null;
  platform: PublishPlatform;
  /** Posts with numbers. */
  measured: number;
  fetched_at: Date | string | null;
}

export interface TopRow extends MetricSums {
  id: string;
  platform: PublishPlatform;
  excerpt: string;
  url: string | null;
  demo_mode: boolean;
  /** When it went out (the answer's `created_at`, which the Published column shows). */
  created_at: Date | string;
  fetched_at: Date | string | null;
  state: string;
}

export interface SlotRow {
  dow: number;
  hour: number;
  n: number;
  interactions: number;
}

/** The best time to post is read from at most this many of the latest measured publications. */
export const BEST_TIME_SAMPLE = 500;
/** Top publications listed. */
export const TOP_PUBLICATIONS = 5;


function inPlatforms(column: SQL, platforms: readonly PublishPlatform[]): SQL {
  return sql`${column} in (${sql.join(
    platforms.map((p) => sql`${p}`),
    sql`, `,
  )})`;
}

const METRIC_SUMS = sql`sum(m.impressions)::float8 as impressions, sum(m.likes)::float8 as likes, sum(m.comments)::float8 as comments,
  sum(m.shares)::float8 as shares, sum(m.views)::float8 as views`;
const INTERACTIONS = sql`(coalesce(m.likes, 0) + coalesce(m.comments, 0) + coalesce(m.shares, 0))`;

/**
 * A target counts in analytics once it has an outcome: published, or failed (refused by the platform,
 * or its account asked to be reconnected). A draft, scheduled, publishing or cancelled target is no
 * publication yet (or never will be), and one whose outcome is unknown waits for the creator to say.
 */
const ENDED = sql`p.status in ('published', 'failed', 'needs_reconnect')`;
/** A target's outcome as analytics counts it. */
const OUTCOME = sql`case when p.status = 'published' then 'published' else 'failed' end`;
/** When a target went out (or failed): a scheduled post's day is the day it was published, not the day it was made. */
const OUTCOME_AT = sql`coalesce(p.published_at, p.created_at)`;

/** The window's first and last day in `tz` (the last is today), and where it and the one before start. */
export async function windowBounds(db: Db, opts: { tz: string; days: number }): Promise<WindowBounds> {
  const { tz, days } = opts;
  const [row] = await rows<{ start_date: string; end_date: string; start_at: Date | string; previous_at: Date | string }>(
    db,
    sql`with today as (select date_trunc('day', now() at time zone ${tz}) as midnight)
      select (midnight - make_interval(days => ${days - 1}::int))::date::text as start_date,
        midnight::date::text as end_date,
        (midnight - make_interval(days => ${days - 1}::int)) at time zone ${tz} as start_at,
        (midnight - make_interval(days => ${2 * days - 1}::int)) at time zone ${tz} as previous_at
      from today`,
  );
  return { startDate: row!.start_date, endDate: row!.end_date, startAt: new Date(row!.start_at), previousAt: new Date(row!.previous_at) };
}

/**
 * The CTEs `sample` and `slots`: the latest BEST_TIME_SAMPLE measured posts of the last year, then their
 * count and interactions by weekday and hour in `tz` (bestTime() reads `slots`). Shared by the overview
 * and bestTimeReads, so the best-time card and the schedule's suggestions are one computation.
 */
function bestTimeSample(opts: { userId: string; tz: string; platforms: readonly PublishPlatform[] }): SQL {
  const { userId, tz, platforms } = opts;
  return sql`sample as (
        select m.published_at at time zone ${tz} as local_at, ${INTERACTIONS} as interactions
        from publication_metrics m
        where m.user_id = ${userId} and m.fetched_at is not null and m.published_at >= now() - interval '365 days'
          and ${inPlatforms(sql`m.platform`, platforms)} and (m.likes is not null or m.comments is not null or m.shares is not null)
        -- NULLS LAST as the index has it (Drizzle's desc()); a bare DESC means NULLS FIRST and would sort the whole year instead.
        order by m.published_at desc nulls last
        limit ${BEST_TIME_SAMPLE}
      ),
      slots as (
        select extract(dow from local_at)::int as dow, extract(hour from local_at)::int as hour, count(*)::int as n, sum(interactions)::float8 as interactions
        from sample group by 1, 2
      )`;
}

/** The best-time sample alone, by weekday and hour in `tz`: what the schedule's suggestions are made from. */
export async function bestTimeReads(db: Db, opts: { userId: string; tz: string; platforms: readonly PublishPlatform[] }): Promise<SlotRow[]> {
  const [row] = await rows<{ slots: SlotRow[] }>(db, sql`with ${bestTimeSample(opts)} select coalesce(json_agg(g), '[]') as slots from slots g`);
  return row?.slots ?? [];
}

/** Everything the overview reads within its window, from one statement. */
export interface OverviewReads {
  /** Current window per day and kind; the window before per kind only (`day` null). */
  content: ContentGroup[];
  publications: PublicationGroup[];
  metrics: MetricGroup[];
  top: TopRow[];
  slots: SlotRow[];
  hasRealAccounts: boolean;
  /** Every connection of the creator, whatever the filter. */
  accounts: { platform: PublishPlatform; demo_mode: boolean }[];
  lastCreatedAt: Date | null;
  lastPublishedAt: Date | null;
}

/** A window's group: its day in the current window, null in the one before (whose days nobody draws). */
const DAY = (column: SQL, opts: { tz: string; startAt: Date }) => sql`case when ${column} >= ${opts.startAt} then (${column} at time zone ${opts.tz})::date::text end`;

/**
 * For the user's rows since the window before `bounds` started (the bounds are read first: as
 * literals, they let the planner see how few rows a window holds and take the (user_id, created_at)
 * indexes): items per day and kind with their
 * words; publications per day (the day they went out), platform and outcome, targets with an outcome
 * only; the numbers of the posts that have them, per day
 * and platform (from the metrics table's own (user_id, published_at) index of measured posts, no
 * join); the window's top publications (ranked in the metrics table, then their posts read); the
 * latest BEST_TIME_SAMPLE measured posts of the last year by weekday and hour (read newest first from
 * the same index, so the read is bounded however long the history grows); whether any connection is real.
 */
export async function overviewReads(
  db: Db,
  opts: { userId: string; tz: string; bounds: WindowBounds; platforms: readonly PublishPlatform[] },
): Promise<OverviewReads> {
  const { userId, tz, bounds, platforms } = opts;
  const since = bounds.previousAt;
  const day = (column: SQL) => DAY(column, { tz, startAt: bounds.startAt });
  const [row] = await rows<{
    content: ContentGroup[];
    publications: PublicationGroup[];
    metrics: MetricGroup[];
    top: TopRow[];
    slots: SlotRow[];
    real: boolean;
    accounts: { platform: PublishPlatform; demo_mode: boolean }[];
    last_created_at: Date | string | null;
    last_published_at: Date | string | null;
  }>(
    db,
    sql`with content as (
        select ${day(sql`c.created_at`)} as day, c.type, count(*)::int as n, coalesce(sum(c.words), 0)::float8 as words
        from contents c where c.user_id = ${userId} and c.created_at >= ${since}
        group by 1, 2
      ),
      pubs as (
        select ${day(OUTCOME_AT)} as day, p.platform, ${OUTCOME} as status, count(*)::int as n,
          (count(*) filter (where p.demo_mode))::int as demo,
          (count(*) filter (where m.fetched_at is null and m.next_fetch_at is not null))::int as awaiting
        from publications p left join publication_metrics m on m.publication_id = p.id
        where p.user_id = ${userId} and ${OUTCOME_AT} >= ${since} and ${ENDED} and ${inPlatforms(sql`p.platform`, platforms)}
        group by 1, 2, 3
      ),
      measured as (
        select ${day(sql`m.published_at`)} as day, m.platform, count(*)::int as measured, ${METRIC_SUMS}, max(m.fetched_at) as fetched_at
        from publication_metrics m
        where m.user_id = ${userId} and m.fetched_at is not null and m.published_at >= ${since} and ${inPlatforms(sql`m.platform`, platforms)}
        group by 1, 2
      ),
      ranked as (
        select m.*, ${INTERACTIONS} as interactions from publication_metrics m
        where m.user_id = ${userId} and m.fetched_at is not null and m.published_at >= ${bounds.startAt} and ${inPlatforms(sql`m.platform`, platforms)}
        order by interactions desc, coalesce(m.views, 0) desc, m.published_at desc
        limit ${TOP_PUBLICATIONS}
      ),
      top as (
        select p.id, p.platform, left(p.content, 160) as excerpt, p.url, p.demo_mode, ${OUTCOME_AT} as created_at,
          m.impressions::float8 as impressions, m.likes::float8 as likes, m.comments::float8 as comments, m.shares::float8 as shares,
          m.views::float8 as views, m.fetched_at, m.state, m.interactions, m.published_at
        from ranked m join publications p on p.id = m.publication_id
      ),
      ${bestTimeSample({ userId, tz, platforms })}
      -- Each list aggregates its CTE's rows under an alias of their own (a CTE named like one of its columns would aggregate that column).
      select (select coalesce(json_agg(g), '[]') from content g) as content,
        (select coalesce(json_agg(g), '[]') from pubs g) as publications,
        (select coalesce(json_agg(g), '[]') from measured g) as metrics,
        (select coalesce(json_agg(g order by g.interactions desc, coalesce(g.views, 0) desc, g.published_at desc), '[]') from top g) as top,
        (select coalesce(json_agg(g), '[]') from slots g) as slots,
        exists(select 1 from social_accounts where user_id = ${userId} and not demo_mode) as real,
        (select coalesce(json_agg(json_build_object('platform', a.platform, 'demo_mode', a.demo_mode) order by a.platform), '[]')
          from social_accounts a where a.user_id = ${userId}) as accounts,
        -- The newest rows on the (user_id, created_at) indexes: whether there was ever anything, and when.
        (select max(c.created_at) from contents c where c.user_id = ${userId}) as last_created_at,
        (select max(${OUTCOME_AT}) from publications p
          where p.user_id = ${userId} and p.status = 'published' and ${inPlatforms(sql`p.platform`, platforms)}) as last_published_at`,
  );
  const r = row!;
  return {
    content: r.content,
    publications: r.publications,
    metrics: r.metrics,
    top: r.top,
    slots: r.slots,
    hasRealAccounts: r.real === true,
    accounts: r.accounts,
    lastCreatedAt: r.last_created_at === null ? null : new Date(r.last_created_at),
    lastPublishedAt: r.last_published_at === null ? null : new Date(r.last_published_at),
  };
}

/** Whether the creator has a connection to a real platform (only those have numbers). */
export async function hasRealAccounts(db: Db, userId: string): Promise<boolean> {
  const [row] = await rows<{ real: boolean }>(
    db,
    sql`select exists(select 1 from social_accounts where user_id = ${userId} and not demo_mode) as real`,
  );
  return row?.real === true;
}
