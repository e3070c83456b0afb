import { sql, type SQL } from 'drizzle-orm';
import type { PublishPlatform } from '../../../contract/social';
import type { Db } from '../../db/client';
import { rows } from '../../db/raw-rows';

/**
 * The analytics reads, in SQL: each one a range scan of one user's rows on an index that starts with
 * (user_id, created_at), grouped in the database. Days and hours are the creator's (`tz`), counted
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
  day: string;
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
  day: string;
  platform: PublishPlatform;
  status: 'published' | 'failed';
  n: number;
}

export interface MetricGroup extends MetricSums {
  day: string;
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

/** Items created since `since`, per day (in `tz`) and kind, with their words. */
export function contentGroups(db: Db, opts: { userId: string; tz: string; since: Date }): Promise<ContentGroup[]> {
  return rows<ContentGroup>(
    db,
    sql`select (created_at at time zone ${opts.tz})::date::text as day, type, count(*)::int as n, coalesce(sum(words), 0)::float8 as words
      from contents where user_id = ${opts.userId} and created_at >= ${opts.since}
      group by 1, 2`,
  );
}

/** Publications since `since` on the platforms, per day, platform and outcome. */
export function publicationGroups(db: Db, opts: { userId: string; tz: string; since: Date; platforms: readonly PublishPlatform[] }): Promise<PublicationGroup[]> {
  return rows<PublicationGroup>(
    db,
    sql`select (created_at at time zone ${opts.tz})::date::text as day, platform, status, count(*)::int as n
      from publications
      where user_id = ${opts.userId} and created_at >= ${opts.since} and ${inPlatforms(sql`platform`, opts.platforms)}
      group by 1, 2, 3`,
  );
}

/**
 * The numbers of the posts published since `since` that have them, summed per day and platform: read
 * from the metrics table's own (user_id, published_at) index of measured posts, with no join.
 */
export function metricGroups(db: Db, opts: { userId: string; tz: string; since: Date; platforms: readonly PublishPlatform[] }): Promise<MetricGroup[]> {
  return rows<MetricGroup>(
    db,
    sql`select (m.published_at at time zone ${opts.tz})::date::text as day, m.platform, count(*)::int as measured, ${METRIC_SUMS},
        max(m.fetched_at) as fetched_at
      from publication_metrics m
      where m.user_id = ${opts.userId} and m.fetched_at is not null and m.published_at >= ${opts.since} and ${inPlatforms(sql`m.platform`, opts.platforms)}
      group by 1, 2`,
  );
}

/** The window's publications with numbers, most interactions first: ranked in the metrics table, then their posts read. */
export function topPublications(db: Db, opts: { userId: string; since: Date; platforms: readonly PublishPlatform[] }): Promise<TopRow[]> {
  return rows<TopRow>(
    db,
    sql`with top as (
        select m.*, ${INTERACTIONS} as interactions from publication_metrics m
        where m.user_id = ${opts.userId} and m.fetched_at is not null and m.published_at >= ${opts.since} and ${inPlatforms(sql`m.platform`, opts.platforms)}
        order by interactions desc, coalesce(m.views, 0) desc, m.published_at desc
        limit ${TOP_PUBLICATIONS}
      )
      select p.id, p.platform, left(p.content, 160) as excerpt, p.url, p.demo_mode, p.created_at,
        m.impressions::float8 as impressions, m.likes::float8 as likes, m.comments::float8 as comments, m.shares::float8 as shares,
        m.views::float8 as views, m.fetched_at, m.state
      from top m join publications p on p.id = m.publication_id
      order by m.interactions desc, coalesce(m.views, 0) desc, m.published_at desc`,
  );
}

/**
 * The latest BEST_TIME_SAMPLE measured publications of the last year, grouped by weekday and hour
 * in `tz`: read newest first from the metrics table's own (user_id, published_at) index, so the read
 * is bounded however long the history grows.
 */
export function postingSlots(db: Db, opts: { userId: string; tz: string; platforms: readonly PublishPlatform[] }): Promise<SlotRow[]> {
  return rows<SlotRow>(
    db,
    sql`with measured as (
        select m.published_at at time zone ${opts.tz} as local_at, ${INTERACTIONS} as interactions
        from publication_metrics m
        where m.user_id = ${opts.userId} and m.fetched_at is not null and m.published_at >= now() - interval '365 days'
          and ${inPlatforms(sql`m.platform`, opts.platforms)} and (m.likes is not null or m.comments is not null or m.shares is not null)
        -- NULLS LAST as the index has it (Drizzle's desc()); a bare DESC means NULLS FIRST and would sort the whole year instead.
        order by m.published_at desc nulls last
        limit ${BEST_TIME_SAMPLE}
      )
      select extract(dow from local_at)::int as dow, extract(hour from local_at)::int as hour, count(*)::int as n, sum(interactions)::float8 as interactions
      from measured group by 1, 2`,
  );
}

/** Whether the creator has a connection to a real platform (only those have numbers). */
export async function hasRealAccounts(db: Db, userId: string): Promise<boolean> {
  const [row] = await rows<{ real: boolean }>(
    db,
    sql`select exists(select 1 from social_accounts where user_id = ${userId} and not demo_mode) as real`,
  );
  return row?.real === true;
}
