import { z } from 'zod';
import { HISTORY_TYPES, type HistoryType } from './content-kinds';
import { Limit, Tier, UsageKind } from './plans';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS, PublishPlatform } from './social';

/** The windows /analytics offers; the API takes any whole number of days from 1 to ANALYTICS_MAX_DAYS. */
export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
/** docs/product/limits.md#timings: the analytics default window. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 365;

/**
 * The best day and hour to post are suggested once at least this many of the creator's publications
 * have engagement numbers from their platforms: with fewer, one lucky post would decide it.
 */
export const BEST_TIME_MIN_MEASURED = 10;
/** A weekday or an hour is a candidate only with at least this many measured publications of its own. */
export const BEST_TIME_MIN_PER_SLOT = 2;

/** The numbers a platform reports for one post; which of them each platform has is in METRICS_BY_PLATFORM. */
export const METRIC_NAMES = ['impressions', 'likes', 'comments', 'shares', 'views'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const METRIC_LABELS: Record<MetricName, string> = {
  impressions: 'Impressions',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  views: 'Views',
};

/**
 * A post's (or a sum of posts') numbers. `null` means unknown: the platform does not report that
 * number, the account is a demo connection, or the numbers have not been fetched yet. Never 0 for
 * "unknown".
 */
export const Engagement = z.object({
  impressions: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  views: z.number().int().nullable(),
});
export type Engagement = z.infer<typeof Engagement>;

export const NO_ENGAGEMENT: Engagement = { impressions: null, likes: null, comments: null, shares: null, views: null };

/** Likes + comments + shares: how a post is ranked. Null when none of the three is known. */
export function interactionsOf(e: Engagement): number | null {
  if (e.likes === null && e.comments === null && e.shares === null) return null;
  return (e.likes ?? 0) + (e.comments ?? 0) + (e.shares ?? 0);
}

const DAYS_ERROR = `days must be a whole number from 1 to ${ANALYTICS_MAX_DAYS}`;

/**
 * GET /api/analytics/overview and /api/analytics/export.csv. `platforms` is a comma list; empty or
 * absent means all (docs/product/limits.md#timings "all"; the word itself is accepted too). `tz` is an IANA time zone (the
 * creator's, from the browser); days and hours are counted in it.
 */
export const AnalyticsQuery = z.object({
  days: z
    .string()
    .meta({ example: String(ANALYTICS_DEFAULT_DAYS) })
    .optional()
    .transform((s, ctx) => {
      if (s === undefined || s.trim() === '') return ANALYTICS_DEFAULT_DAYS;
      const n = /^\d{1,4}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN;
      if (!Number.isInteger(n) || n < 1 || n > ANALYTICS_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', message: DAYS_ERROR, input: s });
        return z.NEVER;
      }
      return n;
    }),
  platforms: z
    .string()
    .max(200)
    .meta({ example: 'twitter,linkedin' })
    .optional()
    .transform((s, ctx) => {
      const names = (s ?? '')
        .split(',')
        .map((p) => p.trim().toLowerCase())
        .filter((p) => p !== '' && p !== 'all');
      const unknown = names.filter((p) => !(PUBLISH_PLATFORMS as readonly string[]).includes(p));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `There is no platform called '${(unknown[0] ?? '').slice(0, 40)}'. Choose from ${PUBLISH_PLATFORMS.map((p) => PUBLISH_PLATFORM_LABELS[p]).join(', ')}.`, input: s });
        return z.NEVER;
      }
      // In the app's order, each once.
      return PUBLISH_PLATFORMS.filter((p) => names.includes(p));
    }),
  tz: z.string().max(64).meta({ example: 'Europe/Paris' }).optional(),
});
export type AnalyticsQuery = z.output<typeof AnalyticsQuery>;

/**
 * A count per history kind, every kind present. An object with one key per kind rather than a
 * z.record: the web app's shared schema chunk then needs no record type.
 */
const CreatedCountsSchema = z.object(Object.fromEntries(HISTORY_TYPES.map((type) => [type, z.number().int()])) as Record<HistoryType, z.ZodNumber>);

export const PlatformOutcomes = z.object({ platform: PublishPlatform, succeeded: z.number().int(), failed: z.number().int() });

/** What happened in one window. */
export const WindowTotals = z.object({
  /** Items created, per kind (summaries and humanized texts are kinds too). */
  created: CreatedCountsSchema,
  items: z.number().int(),
  /** Words in everything created. */
  words: z.number().int(),
  publications: z.object({
    succeeded: z.number().int(),
    failed: z.number().int(),
    by_platform: z.array(PlatformOutcomes),
  }),
  /** Summed over the window's publications that have numbers. */
  engagement: Engagement,
  /** How many of the window's successful publications have engagement numbers. */
  measured: z.number().int(),
  /** Of the successful publications, how many went through a demo connection: no platform saw them, so they are never measured. */
  demo: z.number().int(),
  /** Publications to a real account still waiting for their first numbers (the platform is asked a few minutes after publishing). */
  awaiting: z.number().int(),
});
export type WindowTotals = z.infer<typeof WindowTotals>;

/** One day of the window, in the creator's time zone. */
export const DailyPoint = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  created: CreatedCountsSchema,
  words: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** The numbers of the posts published that day. */
  engagement: Engagement,
});
export type DailyPoint = z.infer<typeof DailyPoint>;

export const PlatformEngagement = z.object({
  platform: PublishPlatform,
  /** Successful publications in the window. */
  publications: z.number().int(),
  /** Of those, how many have numbers (a demo post never does). */
  measured: z.number().int(),
  /** Of those, how many went through a demo connection (never measured). */
  demo: z.number().int(),
  /** Of those, how many are real posts still waiting for their first numbers. */
  awaiting: z.number().int(),
  engagement: Engagement,
  /** When the newest of these numbers was fetched from the platform. */
  fetched_at: z.string().nullable(),
});

export const TopPublication = z.object({
  id: z.string(),
  platform: PublishPlatform,
  /** The first words of the post. */
  excerpt: z.string(),
  url: z.string().nullable(),
  demo_mode: z.boolean(),
  created_at: z.string(),
  engagement: Engagement,
  interactions: z.number().int(),
  fetched_at: z.string().nullable(),
  /** The post was removed at the platform; its last numbers are shown. */
  removed: z.boolean(),
});
export type TopPublication = z.infer<typeof TopPublication>;

export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The best time to post, from the creator's own measured publications of the last year (all
 * platforms in the filter): the weekday and the hour (in `tz`) whose posts had the most interactions
 * on average. `ready` is false until BEST_TIME_MIN_MEASURED publications have numbers.
 */
export const BestTime = z.object({
  ready: z.boolean(),
  measured: z.number().int(),
  needed: z.number().int(),
  day: z.object({ weekday: z.number().int().min(0).max(6), label: z.string(), average_interactions: z.number(), posts: z.number().int() }).nullable(),
  hour: z.object({ hour: z.number().int().min(0).max(23), average_interactions: z.number(), posts: z.number().int() }).nullable(),
});
export type BestTime = z.infer<typeof BestTime>;

export const UsageAgainstLimit = z.object({ kind: UsageKind, label: z.string(), used: z.number().int(), limit: Limit });

export const AnalyticsOverview = z.object({
  window: z.object({
    days: z.number().int(),
    tz: z.string(),
    /** The platforms counted: the filter, or all six. */
    platforms: z.array(PublishPlatform),
    /** First and last day, YYYY-MM-DD, in `tz`; the last is today. */
    start: z.string(),
    end: z.string(),
  }),
  totals: WindowTotals,
  /** The window of the same length just before, for the change shown on each card. */
  previous: WindowTotals,
  daily: z.array(DailyPoint),
  usage: z.object({ period: z.string(), tier: Tier, counters: z.array(UsageAgainstLimit) }),
  engagement: z.object({ by_platform: z.array(PlatformEngagement) }),
  top_publications: z.array(TopPublication),
  best_time: BestTime,
  /** Whether the creator has a connected account that is not a demo connection (only those have numbers). */
  has_real_accounts: z.boolean(),
  /** Every account the creator has connected, whatever the platform filter: demo connections are never measured. */
  connected_accounts: z.array(z.object({ platform: PublishPlatform, demo_mode: z.boolean() })),
  /**
   * The platforms this Inkwell connects to for real (their posts get numbers); a connection to any
   * other platform is a demo one. Empty when the whole Inkwell runs its connections in demo mode.
   */
  real_platforms: z.array(PublishPlatform),
  /** When the creator last created anything, whatever the window (null: never), to tell "nothing yet" from "nothing in this window". */
  last_created_at: z.string().nullable(),
  /** When the creator last published successfully to one of the platforms in the filter, whatever the window (null: never). */
  last_published_at: z.string().nullable(),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverview>;

export type CreatedCounts = Record<HistoryType, number>;
