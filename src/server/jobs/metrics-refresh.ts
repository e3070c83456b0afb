import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../contract/social';
import type { Db } from '../db/client';
import { rows } from '../db/raw-rows';
import { publicationMetrics, socialAccounts } from '../db/schema';
import { asSocialError, type AccountTokens } from '../social/account-tokens';
import type { SocialError } from '../social/errors';
import type { PostMetrics } from '../social/port';
import type { PlatformClients } from '../social/registry';
import { ACCOUNT_RETRY_MS, deferUntil, FIRST_FETCH_AFTER_MS, MAX_FAILURES, nextFetchAt, RATE_LIMIT_PAUSE_MS, retryAt } from './metrics-schedule';

/** A claimed post stays claimed this long: a crashed instance's claims come back after it. */
const LEASE_MS = 10 * 60_000;

export interface MetricsRefresherDeps {
  db: Db;
  clients: PlatformClients;
  tokens: AccountTokens;
  log: FastifyBaseLogger;
  /** Milliseconds between rounds; 0: no rounds (tick() still works). */
  intervalMs: number;
  /** At most this many posts per platform per round: the bound on the rate Inkwell asks a platform. */
  perPlatform: number;
  now?: () => Date;
}

interface Claimed {
  publication_id: string;
  user_id: string;
  external_id: string;
  created_at: Date | string;
  failures: number;
}

export interface RoundReport {
  measured: number;
  gone: number;
  failed: number;
  deferred: number;
}

/** The first fetch of a real post's numbers, scheduled when it is published. */
export function firstMetricsRow(publication: { id: string; userId: string; platform: PublishPlatform; createdAt: Date }) {
  return {
    publicationId: publication.id,
    userId: publication.userId,
    platform: publication.platform,
    publishedAt: publication.createdAt,
    nextFetchAt: new Date(publication.createdAt.getTime() + FIRST_FETCH_AFTER_MS),
  };
}

/**
 * The engagement job: in rounds, it asks each configured platform for the numbers of the posts whose
 * time has come (metrics-schedule.ts) and stores them with their fetch time. Never on a request's
 * path. The publication_metrics table is its queue: a round claims due rows with FOR UPDATE SKIP
 * LOCKED and a lease, so several instances share the work without doing it twice, and a crashed
 * round's rows come back. At most `perPlatform` posts per platform per round; a platform that says
 * "rate limited" is left alone until it said to come back.
 */
export class MetricsRefresher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly abort = new AbortController();
  private readonly pausedUntil = new Map<PublishPlatform, number>();
  private readonly now: () => Date;

  constructor(private readonly deps: MetricsRefresherDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The platforms this job asks: real clients with the capability. */
  private platforms(): PublishPlatform[] {
    return PUBLISH_PLATFORMS.filter((p) => !this.deps.clients[p].demo && typeof this.deps.clients[p].metrics === 'function');
  }

  start(): void {
    if (this.deps.intervalMs <= 0 || this.platforms().length === 0 || this.timer) return;
    const schedule = () => {
      this.timer = setTimeout(() => {
        this.running = this.tick()
          .catch((err: unknown) => this.deps.log.error({ err }, 'metrics round failed'))
          .finally(() => {
            this.running = undefined;
            if (!this.abort.signal.aborted) schedule();
          });
      }, this.deps.intervalMs);
      this.timer.unref();
    };
    schedule();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    clearTimeout(this.timer);
    await this.running;
  }

  /** One round over every platform, the platforms side by side, each one's posts one after the other. */
  async tick(): Promise<RoundReport> {
    const report: RoundReport = { measured: 0, gone: 0, failed: 0, deferred: 0 };
    await Promise.all(this.platforms().map((platform) => this.round(platform, report)));
    return report;
  }

  private async claim(platform: PublishPlatform): Promise<Claimed[]> {
    const leaseUntil = new Date(this.now().getTime() + LEASE_MS);
    return rows<Claimed>(this.deps.db, sql`
      update publication_metrics m set next_fetch_at = ${leaseUntil}
      from publications p
      where p.id = m.publication_id and m.publication_id in (
        select publication_id from publication_metrics
        where platform = ${platform} and next_fetch_at is not null and next_fetch_at <= ${this.now()}
        order by next_fetch_at
        limit ${this.deps.perPlatform}
        for update skip locked)
      returning m.publication_id, p.user_id, p.external_id, p.created_at, m.failures`);
  }

  private async round(platform: PublishPlatform, report: RoundReport): Promise<void> {
    const paused = this.pausedUntil.get(platform);
    if (paused && paused > this.now().getTime()) return;
    const claimed = await this.claim(platform);
    for (const [i, row] of claimed.entries()) {
      if (this.abort.signal.aborted) {
        await this.release(claimed.slice(i), this.now());
        return;
      }
      const limited = await this.refreshOne(platform, row, report);
      if (limited) {
        // The rest of this round's posts on the platform wait as long as it asked.
        this.pausedUntil.set(platform, limited.getTime());
        await this.release(claimed.slice(i + 1), limited);
        report.deferred += claimed.length - i - 1;
        return;
      }
    }
  }

  /** Gives claimed rows back, due at `at`. */
  private async release(rows: Claimed[], at: Date): Promise<void> {
    for (const row of rows) await this.update(row.publication_id, { nextFetchAt: deferUntil(new Date(row.created_at), at) });
  }

  private update(publicationId: string, set: Partial<typeof publicationMetrics.$inferInsert>) {
    return this.deps.db.update(publicationMetrics).set(set).where(eq(publicationMetrics.publicationId, publicationId));
  }

  /** One post: its numbers stored, or the failure handled. Returns when to come back if the platform rate limited. */
  private async refreshOne(platform: PublishPlatform, row: Claimed, report: RoundReport): Promise<Date | undefined> {
    const now = this.now();
    const publishedAt = new Date(row.created_at);
    const client = this.deps.clients[platform];
    const [account] = await this.deps.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, row.user_id), eq(socialAccounts.platform, platform)));
    if (!account || account.demoMode || account.status === 'reconnect') {
      // Nothing to ask with until the creator connects (again); looked at once a day meanwhile.
      report.deferred++;
      await this.update(row.publication_id, { nextFetchAt: deferUntil(publishedAt, new Date(now.getTime() + ACCOUNT_RETRY_MS)), lastError: 'The account is not connected.' });
      return undefined;
    }
    let metrics: PostMetrics;
    try {
      const tokens = await this.deps.tokens.fresh(account, client, this.abort.signal);
      metrics = await client.metrics!({
        tokens,
        profile: { externalId: account.externalId, username: account.username },
        externalId: row.external_id,
        signal: this.abort.signal,
      });
    } catch (err) {
      return this.failed(platform, row, asSocialError(err), report, account.id);
    }
    report.measured++;
    await this.update(row.publication_id, {
      ...metrics,
      state: 'measured',
      fetchedAt: now,
      failures: 0,
      lastError: null,
      nextFetchAt: nextFetchAt(publishedAt, now),
    });
    return undefined;
  }

  private async failed(platform: PublishPlatform, row: Claimed, failure: SocialError, report: RoundReport, accountId: string): Promise<Date | undefined> {
    const now = this.now();
    const publishedAt = new Date(row.created_at);
    if (failure.kind === 'gone') {
      report.gone++;
      await this.update(row.publication_id, { state: 'gone', nextFetchAt: null, lastError: failure.message });
      return undefined;
    }
    report.failed++;
    if (failure.kind === 'reconnect') {
      // The same as a publish that meets it: the account asks to be reconnected.
      await this.deps.db.update(socialAccounts).set({ status: 'reconnect', updatedAt: now }).where(eq(socialAccounts.id, accountId));
      await this.update(row.publication_id, { nextFetchAt: deferUntil(publishedAt, new Date(now.getTime() + ACCOUNT_RETRY_MS)), lastError: failure.message });
      return undefined;
    }
    if (failure.kind === 'retry' && failure.opts.status === 429) {
      const wait = failure.opts.retryAfterSeconds !== undefined ? Math.max(60_000, failure.opts.retryAfterSeconds * 1000) : RATE_LIMIT_PAUSE_MS;
      const back = new Date(now.getTime() + wait);
      this.deps.log.warn({ platform, retryAfterMs: wait }, 'platform rate limited the metrics job');
      await this.update(row.publication_id, { nextFetchAt: deferUntil(publishedAt, back), lastError: failure.message });
      return back;
    }
    const failures = row.failures + 1;
    const next = retryAt(publishedAt, now, failures);
    if (next === null && failures >= MAX_FAILURES) this.deps.log.warn({ platform, failures }, 'metrics job gave up on a post');
    await this.update(row.publication_id, { failures, lastError: failure.message, nextFetchAt: next });
    return undefined;
  }
}
