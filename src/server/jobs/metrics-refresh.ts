import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../contract/social';
import type { Db } from '../db/client';
import { rows } from '../db/raw-rows';
import { publicationMetrics, socialAccounts } from '../db/schema';
import type { JobHandler } from '../queue/job-layer';
import { asSocialError, type AccountTokens } from '../social/account-tokens';
import type { SocialError } from '../social/errors';
import { pausePlatform, platformPausedUntil } from '../social/platform-pause';
import type { PostMetrics } from '../social/port';
import type { PlatformClients } from '../social/registry';
import { ACCOUNT_RETRY_MS, deferUntil, FIRST_FETCH_AFTER_MS, MAX_FAILURES, nextFetchAt, RATE_LIMIT_PAUSE_MS, retryAt } from './metrics-schedule';

/**
 * A claimed post stays claimed this long: the rows of a round whose instance died come back after it
 * (a round the job layer aborts gives its rows back at once).
 */
const LEASE_MS = 10 * 60_000;

export interface MetricsRefreshDeps {
  db: Db;
  clients: PlatformClients;
  tokens: AccountTokens;
  log: FastifyBaseLogger;
  /** At most this many posts per platform per round: the bound on the rate Inkwell asks a platform. */
  perPlatform: number;
  now?: () => Date;
}

interface Claimed {
  publication_id: string;
  user_id: string;
  external_id: string;
  published_at: Date | string;
  failures: number;
}

export interface RoundReport {
  measured: number;
  gone: number;
  failed: number;
  deferred: number;
}

/** What the app keeps of the engagement job: one round on demand (tests, an operator), besides the job layer's. */
export interface MetricsJob {
  tick(signal?: AbortSignal): Promise<RoundReport>;
  /** The `metricsRefresh` handler: one round per run. */
  handler: JobHandler<'metricsRefresh'>;
}

/**
 * The first fetch of a real post's numbers, scheduled when it is published. `publishedAt` is when the
 * target went out (a scheduled post's is later than its row's `createdAt`); without it, `createdAt`.
 */
export function firstMetricsRow(publication: { id: string; userId: string; platform: PublishPlatform; createdAt: Date; publishedAt?: Date | null }) {
  const publishedAt = publication.publishedAt ?? publication.createdAt;
  return {
    publicationId: publication.id,
    userId: publication.userId,
    platform: publication.platform,
    publishedAt,
    nextFetchAt: new Date(publishedAt.getTime() + FIRST_FETCH_AFTER_MS),
  };
}

/** The platforms the job asks: real clients with the capability. */
function measuredPlatforms(clients: PlatformClients): PublishPlatform[] {
  return PUBLISH_PLATFORMS.filter((p) => !clients[p].demo && typeof clients[p].metrics === 'function');
}

/**
 * The engagement job on the job layer (docs/decisions/018-job-layer.md): the `metricsRefresh` cron
 * (METRICS_INTERVAL_SECONDS, one run per tick across instances) runs one round, which asks each
 * configured platform for the numbers of the posts whose time has come (metrics-schedule.ts) and
 * stores them with their fetch time. Never on a request's path. The publication_metrics table is its
 * queue: a round claims due rows with FOR UPDATE SKIP LOCKED and a lease, so rounds that overlap (a
 * slow round on one instance, the next tick on another) never ask for one post twice. At most
 * `perPlatform` posts per platform per round; a platform that says "rate limited" is paused in the
 * database (social/platform-pause.ts, shared with publishing) until the time it gave.
 */
export function createMetricsJob(deps: MetricsRefreshDeps): MetricsJob {
  const tick = (signal?: AbortSignal) => refreshMetrics(deps, signal);
  return {
    tick,
    handler: async (_payload, { signal }) => {
      const report = await tick(signal);
      if (report.measured + report.gone + report.failed > 0) deps.log.info({ ...report }, 'engagement numbers refreshed');
    },
  };
}

/** One round over every platform, the platforms side by side, each one's posts one after the other. */
export async function refreshMetrics(deps: MetricsRefreshDeps, signal?: AbortSignal): Promise<RoundReport> {
  const report: RoundReport = { measured: 0, gone: 0, failed: 0, deferred: 0 };
  const round: Round = { deps, now: deps.now ?? (() => new Date()), signal, report };
  await Promise.all(measuredPlatforms(deps.clients).map((platform) => refreshPlatform(round, platform)));
  return report;
}

interface Round {
  deps: MetricsRefreshDeps;
  now: () => Date;
  signal: AbortSignal | undefined;
  report: RoundReport;
}

/**
 * Takes the platform's due rows for this round: each is pushed a lease ahead, so another round skips
 * it. The publication's own `published_at` (when the target went out) is copied to the metrics row,
 * in case it was scheduled from an earlier time.
 */
async function claim(round: Round, platform: PublishPlatform): Promise<Claimed[]> {
  const now = round.now();
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  return rows<Claimed>(round.deps.db, sql`
    update publication_metrics m set next_fetch_at = ${leaseUntil}, published_at = coalesce(p.published_at, m.published_at)
    from publications p
    where p.id = m.publication_id and m.publication_id in (
      select publication_id from publication_metrics
      where platform = ${platform} and next_fetch_at is not null and next_fetch_at <= ${now}
      order by next_fetch_at
      limit ${round.deps.perPlatform}
      for update skip locked)
    returning m.publication_id, p.user_id, p.external_id, m.published_at, m.failures`);
}

async function refreshPlatform(round: Round, platform: PublishPlatform): Promise<void> {
  if (await platformPausedUntil(round.deps.db, platform, round.now())) return;
  const claimed = await claim(round, platform);
  for (const [i, row] of claimed.entries()) {
    if (round.signal?.aborted) {
      // The run is stopping: the rest are due again at once, for the next round wherever it runs.
      await release(round, claimed.slice(i), round.now());
      return;
    }
    const limited = await refreshOne(round, platform, row);
    if (limited) {
      // The rest of this round's posts on the platform wait as long as it asked.
      await release(round, claimed.slice(i + 1), limited);
      round.report.deferred += claimed.length - i - 1;
      return;
    }
  }
}

/** Gives claimed rows back, due at `at`. */
async function release(round: Round, claimed: Claimed[], at: Date): Promise<void> {
  for (const row of claimed) await update(round, row.publication_id, { nextFetchAt: deferUntil(new Date(row.published_at), at) });
}

function update(round: Round, publicationId: string, set: Partial<typeof publicationMetrics.$inferInsert>) {
  return round.deps.db.update(publicationMetrics).set(set).where(eq(publicationMetrics.publicationId, publicationId));
}

/** One post: its numbers stored, or the failure handled. Returns when to come back if the platform rate limited. */
async function refreshOne(round: Round, platform: PublishPlatform, row: Claimed): Promise<Date | undefined> {
  const { db, clients, tokens } = round.deps;
  const now = round.now();
  const publishedAt = new Date(row.published_at);
  const client = clients[platform];
  const [account] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, row.user_id), eq(socialAccounts.platform, platform)));
  if (!account || account.demoMode || account.status === 'reconnect') {
    // Nothing to ask with until the creator connects (again); looked at once a day meanwhile.
    round.report.deferred++;
    await update(round, row.publication_id, { nextFetchAt: deferUntil(publishedAt, new Date(now.getTime() + ACCOUNT_RETRY_MS)), lastError: 'The account is not connected.' });
    return undefined;
  }
  let metrics: PostMetrics;
  try {
    const fresh = await tokens.fresh(account, client, round.signal);
    metrics = await client.metrics!({
      tokens: fresh,
      profile: { externalId: account.externalId, username: account.username },
      externalId: row.external_id,
      signal: round.signal,
    });
  } catch (err) {
    if (round.signal?.aborted) {
      // Stopped mid-call: not the platform's failure; due again at once.
      await release(round, [row], now);
      return undefined;
    }
    return failed(round, { platform, row, failure: asSocialError(err), accountId: account.id });
  }
  round.report.measured++;
  await update(round, row.publication_id, {
    ...metrics,
    state: 'measured',
    fetchedAt: now,
    failures: 0,
    lastError: null,
    nextFetchAt: nextFetchAt(publishedAt, now),
  });
  return undefined;
}

async function failed(round: Round, opts: { platform: PublishPlatform; row: Claimed; failure: SocialError; accountId: string }): Promise<Date | undefined> {
  const { platform, row, failure, accountId } = opts;
  const { db, log } = round.deps;
  const now = round.now();
  const publishedAt = new Date(row.published_at);
  if (failure.kind === 'gone') {
    round.report.gone++;
    await update(round, row.publication_id, { state: 'gone', nextFetchAt: null, lastError: failure.message });
    return undefined;
  }
  round.report.failed++;
  if (failure.kind === 'reconnect') {
    // The same as a publish that meets it: the account asks to be reconnected.
    await db.update(socialAccounts).set({ status: 'reconnect', updatedAt: now }).where(eq(socialAccounts.id, accountId));
    await update(round, row.publication_id, { nextFetchAt: deferUntil(publishedAt, new Date(now.getTime() + ACCOUNT_RETRY_MS)), lastError: failure.message });
    return undefined;
  }
  if (failure.kind === 'retry' && failure.opts.status === 429) {
    const wait = failure.opts.retryAfterSeconds !== undefined ? Math.max(60_000, failure.opts.retryAfterSeconds * 1000) : RATE_LIMIT_PAUSE_MS;
    const back = new Date(now.getTime() + wait);
    log.warn({ platform, retryAfterMs: wait }, 'platform rate limited the metrics job');
    // Every instance, and the publish job, leave the platform alone until then.
    await pausePlatform(db, platform, back);
    await update(round, row.publication_id, { nextFetchAt: deferUntil(publishedAt, back), lastError: failure.message });
    return back;
  }
  const failures = row.failures + 1;
  const next = retryAt(publishedAt, now, failures);
  if (next === null && failures >= MAX_FAILURES) log.warn({ platform, failures }, 'metrics job gave up on a post');
  await update(round, row.publication_id, { failures, lastError: failure.message, nextFetchAt: next });
  return undefined;
}
