import {
  METRIC_NAMES,
  NO_ENGAGEMENT,
  interactionsOf,
  type AnalyticsOverview,
  type AnalyticsQuery,
  type BestTime,
  type CreatedCounts,
  type DailyPoint,
  type Engagement,
  type WindowTotals,
} from '../../../contract/analytics';
import { HISTORY_TYPES } from '../../../contract/content-kinds';
import { USAGE_KINDS, USAGE_LABELS, limitFor } from '../../../contract/plans';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';
import type { Db } from '../../db/client';
import type { UsageSnapshot, UserRow } from '../../db/rows';
import { HttpError } from '../../lib/http-error';
import { usagePeriod } from '../../lib/period';
import { canonicalTimeZone, unknownTimeZone } from '../../lib/time-zone';
import type { UsageService } from '../usage/service';
import { bestTime } from './best-time';
import { bestTimeReads, overviewReads, windowBounds, type MetricGroup, type MetricSums, type PublicationGroup, type SlotRow, type WindowBounds } from './queries';

export interface AnalyticsServiceDeps {
  db: Db;
  usage: UsageService;
  /** The platforms connected to for real (configured); every other connection is a demo one. None by default. */
  realPlatforms?: readonly PublishPlatform[];
}

interface CurrentWindow {
  daily: Map<string, DailyPoint>;
  byPlatform: Map<PublishPlatform, { publications: number; measured: number; demo: number; awaiting: number; engagement: Engagement; fetched_at: string | null }>;
}

/** A query as the service takes it: the route's parsed query, platforms resolved ("all" is every one). */
export interface ResolvedQuery {
  days: number;
  tz: string;
  platforms: readonly PublishPlatform[];
}


function emptyCreated(): CreatedCounts {
  return Object.fromEntries(HISTORY_TYPES.map((t) => [t, 0])) as CreatedCounts;
}

function emptyTotals(platforms: readonly PublishPlatform[]): WindowTotals {
  return {
    created: emptyCreated(),
    items: 0,
    words: 0,
    publications: { succeeded: 0, failed: 0, by_platform: platforms.map((platform) => ({ platform, succeeded: 0, failed: 0 })) },
    engagement: { ...NO_ENGAGEMENT },
    measured: 0,
    demo: 0,
    awaiting: 0,
  };
}

/** Adds known numbers; unknown (null) stays unknown only while nothing is known. */
function addEngagement(into: Engagement, from: MetricSums) {
  for (const k of METRIC_NAMES) {
    const v = from[k];
    if (v !== null && v !== undefined) into[k] = (into[k] ?? 0) + Number(v);
  }
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** Every day from `start` to `end` (YYYY-MM-DD, both included), as calendar dates. */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * What a creator made, published and earned in attention over a window (issue 13): read in SQL from
 * their own rows only (every query is bound to the user's id), shaped here.
 */
export class AnalyticsService {
  constructor(private readonly deps: AnalyticsServiceDeps) {}

  resolve(query: AnalyticsQuery): ResolvedQuery {
    const tz = canonicalTimeZone(query.tz);
    return { days: query.days, tz, platforms: query.platforms.length > 0 ? query.platforms : PUBLISH_PLATFORMS };
  }

  private async bounds(q: ResolvedQuery): Promise<WindowBounds> {
    try {
      return await windowBounds(this.deps.db, q);
    } catch (err) {
      // A zone the JavaScript runtime knows but this database's time zone data does not.
      if ((err as { code?: unknown }).code === '22023') throw new HttpError(422, unknownTimeZone(q.tz));
      throw err;
    }
  }

  /**
   * The best-time card over every platform in `tz` (a zone canonicalTimeZone accepted), with the
   * weekday-and-hour counts it was read from: the schedule's suggestions (docs/product/scheduling.md).
   */
  async bestTimeOf(userId: string, tz: string): Promise<{ best_time: BestTime; slots: SlotRow[] }> {
    try {
      const slots = await bestTimeReads(this.deps.db, { userId, tz, platforms: PUBLISH_PLATFORMS });
      return { best_time: bestTime(slots), slots };
    } catch (err) {
      // A zone the JavaScript runtime knows but this database's time zone data does not.
      if ((err as { code?: unknown }).code === '22023') throw new HttpError(422, unknownTimeZone(tz));
      throw err;
    }
  }

  /** `usage` is this month's snapshot already read with the session, when there is one (no second read). */
  async overview(user: UserRow, query: AnalyticsQuery, usage?: UsageSnapshot): Promise<AnalyticsOverview> {
    const q = this.resolve(query);
    const bounds = await this.bounds(q);
    const reads = await overviewReads(this.deps.db, { userId: user.id, tz: q.tz, bounds, platforms: q.platforms });
    const { content, publications: pubs, metrics: measured, top, slots, hasRealAccounts: real, accounts } = reads;
    const counts = await this.deps.usage.counts(user.id, undefined, usage);

    const days = daysBetween(bounds.startDate, bounds.endDate);
    const daily = new Map<string, DailyPoint>(
      days.map((date) => [date, { date, created: emptyCreated(), words: 0, succeeded: 0, failed: 0, engagement: { ...NO_ENGAGEMENT } }]),
    );
    const totals = emptyTotals(q.platforms);
    const previous = emptyTotals(q.platforms);
    const inWindow = (day: string | null): day is string => day !== null;

    for (const g of content) {
      const into = inWindow(g.day) ? totals : previous;
      const type = g.type as keyof CreatedCounts;
      into.created[type] = (into.created[type] ?? 0) + g.n;
      into.items += g.n;
      into.words += g.words;
      const point = g.day === null ? undefined : daily.get(g.day);
      if (point) {
        point.created[type] = (point.created[type] ?? 0) + g.n;
        point.words += g.words;
      }
    }

    const byPlatform = new Map(
      q.platforms.map((platform) => [
        platform,
        { platform, publications: 0, measured: 0, demo: 0, awaiting: 0, engagement: { ...NO_ENGAGEMENT }, fetched_at: null as string | null },
      ]),
    );
    for (const g of pubs) this.addPublications(inWindow(g.day) ? totals : previous, g, inWindow(g.day) ? { daily, byPlatform } : undefined);
    for (const g of measured) this.addMetrics(inWindow(g.day) ? totals : previous, g, inWindow(g.day) ? { daily, byPlatform } : undefined);

    const period = usagePeriod();
    return {
      window: { days: q.days, tz: q.tz, platforms: [...q.platforms], start: bounds.startDate, end: bounds.endDate },
      totals,
      previous,
      daily: [...daily.values()],
      usage: {
        period,
        tier: user.subscriptionTier,
        counters: USAGE_KINDS.map((kind) => ({ kind, label: USAGE_LABELS[kind], used: counts[kind], limit: limitFor(user.subscriptionTier, kind) })),
      },
      engagement: { by_platform: [...byPlatform.values()] },
      top_publications: top.map((row) => {
        const engagement: Engagement = { ...NO_ENGAGEMENT };
        addEngagement(engagement, row);
        return {
          id: row.id,
          platform: row.platform,
          excerpt: row.excerpt,
          url: row.url,
          demo_mode: row.demo_mode,
          created_at: new Date(row.created_at).toISOString(),
          engagement,
          interactions: interactionsOf(engagement) ?? 0,
          fetched_at: isoOrNull(row.fetched_at),
          removed: row.state === 'gone',
        };
      }),
      best_time: bestTime(slots),
      has_real_accounts: real,
      connected_accounts: accounts,
      real_platforms: PUBLISH_PLATFORMS.filter((p) => this.deps.realPlatforms?.includes(p)),
      last_created_at: reads.lastCreatedAt?.toISOString() ?? null,
      last_published_at: reads.lastPublishedAt?.toISOString() ?? null,
    };
  }

  private addPublications(into: WindowTotals, g: PublicationGroup, current?: CurrentWindow) {
    const outcome = into.publications.by_platform.find((p) => p.platform === g.platform);
    const point = g.day === null ? undefined : current?.daily.get(g.day);
    if (g.status === 'failed') {
      into.publications.failed += g.n;
      if (outcome) outcome.failed += g.n;
      if (point) point.failed += g.n;
      return;
    }
    into.publications.succeeded += g.n;
    into.demo += g.demo;
    into.awaiting += g.awaiting;
    if (outcome) outcome.succeeded += g.n;
    if (point) point.succeeded += g.n;
    const platform = current?.byPlatform.get(g.platform);
    if (platform) {
      platform.publications += g.n;
      platform.demo += g.demo;
      platform.awaiting += g.awaiting;
    }
  }

  private addMetrics(into: WindowTotals, g: MetricGroup, current?: CurrentWindow) {
    into.measured += g.measured;
    addEngagement(into.engagement, g);
    const point = g.day === null ? undefined : current?.daily.get(g.day);
    if (point) addEngagement(point.engagement, g);
    const platform = current?.byPlatform.get(g.platform);
    if (platform) {
      platform.measured += g.measured;
      addEngagement(platform.engagement, g);
      const fetched = isoOrNull(g.fetched_at);
      if (fetched && (!platform.fetched_at || fetched > platform.fetched_at)) platform.fetched_at = fetched;
    }
  }
}
