import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PUBLISH_PLATFORM_LABELS,
  type Publication,
  type PublishPlatform,
  type PublishRequest,
  type PublishResponse,
  type PublishResult,
} from '../../../contract/social';
import type { Db } from '../../db/client';
import { contents, publicationMetrics, publications, socialAccounts } from '../../db/schema';
import { firstMetricsRow } from '../../jobs/metrics-refresh';
import { HttpError } from '../../lib/http-error';
import { asSocialError, type AccountTokens, type SocialAccountRow } from '../../social/account-tokens';
import { SocialError } from '../../social/errors';
import type { PublishMedia } from '../../social/port';
import { planPost } from '../../social/publish-rules';
import type { PlatformClients } from '../../social/registry';
import type { MediaService } from './media';
import type { WebhooksService } from '../webhooks/service';

/** Retries of a `retry` failure (rate limit, 5xx, network): a couple of tries with growing pauses. */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  /** A platform that asks to wait longer than this (Retry-After) is reported at once instead. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 5_000 };

export interface PublishServiceDeps {
  db: Db;
  clients: PlatformClients;
  tokens: AccountTokens;
  media: MediaService;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  /** Outbound webhooks: told of each recorded outcome, after it is committed (never waited for). */
  webhooks?: Pick<WebhooksService, 'publicationsRecorded'>;
}

type NewPublication = Omit<typeof publications.$inferInsert, 'userId'>;

interface Attempt {
  result: PublishResult;
  row: NewPublication;
}

/**
 * Publishing one text to several platforms at once, each on its own: one failing never stops the
 * others. Each platform's rules are checked before it is called, tokens are refreshed when they are
 * about to expire, `retry` failures are tried again, a `reconnect` marks the account, and every
 * outcome is recorded in `publications`.
 */
export class PublishService {
  private readonly retry: RetryPolicy;

  constructor(private readonly deps: PublishServiceDeps) {
    this.retry = deps.retry ?? DEFAULT_RETRY;
  }

  async publish(userId: string, request: PublishRequest, signal?: AbortSignal): Promise<PublishResponse> {
    const { db } = this.deps;
    const text = request.content.trim();
    if (request.content_id) {
      const [item] = await db
        .select({ id: contents.id })
        .from(contents)
        .where(and(eq(contents.id, request.content_id), eq(contents.userId, userId)));
      if (!item) throw new HttpError(404, 'content_id: no such item in your history');
    }
    const media = await this.deps.media.forPublish(userId, request.media_ids);
    const accounts = await db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), inArray(socialAccounts.platform, request.platforms)));

    const attempts = await Promise.all(
      request.platforms.map((platform) =>
        this.publishTo({ platform, text, media, thread: request.thread, account: accounts.find((a) => a.platform === platform), signal }),
      ),
    );
    const createdAt = new Date();
    const rows = attempts.map(({ row }) => ({ ...row, userId, contentId: request.content_id ?? null, createdAt }));
    // A real post's numbers are fetched by the metrics job; a demo post has none.
    const measured = rows.filter((row) => row.status === 'published' && !row.demoMode && row.externalId).map((row) => firstMetricsRow(row));
    await db.transaction(async (tx) => {
      await tx.insert(publications).values(rows);
      if (measured.length > 0) await tx.insert(publicationMetrics).values(measured);
    });
    this.deps.webhooks?.publicationsRecorded(userId, rows);
    const results = attempts.map((a) => a.result);
    return { results, successful_publications: results.filter((r) => r.success).length, total_platforms: results.length };
  }

  private async publishTo(opts: {
    platform: PublishPlatform;
    text: string;
    media: PublishMedia[];
    thread: boolean;
    account: SocialAccountRow | undefined;
    signal?: AbortSignal;
  }): Promise<Attempt> {
    const { platform, text, media, thread, account } = opts;
    const label = PUBLISH_PLATFORM_LABELS[platform];
    const client = this.deps.clients[platform];
    const failed = (error: string, content = text): Attempt => ({
      result: { platform, success: false, error, ...(account && { demo_mode: account.demoMode }) },
      row: { id: randomUUID(), platform, status: 'failed', content, username: account?.username ?? null, error, demoMode: account?.demoMode ?? client.demo },
    });
    if (!account) return failed(`Connect your ${label} account first.`);
    if (account.status === 'reconnect' || account.demoMode !== client.demo) return failed(`Reconnect your ${label} account to publish there.`);

    let posts: string[];
    try {
      posts = planPost({ platform, text, media, thread });
    } catch (err) {
      return failed(asSocialError(err).message);
    }
    // What goes out: the text, or a thread's numbered posts one after the other.
    const content = posts.join('\n\n');

    for (let attempt = 1; ; attempt++) {
      try {
        const tokens = await this.deps.tokens.fresh(account, client, opts.signal);
        const profile = { externalId: account.externalId, username: account.username };
        const outcome = await client.publish({ tokens, profile, text, media, thread: posts.length > 1, signal: opts.signal });
        return {
          result: { platform, success: true, ...(outcome.url && { url: outcome.url }), demo_mode: account.demoMode },
          row: {
            // A demo post is the publication itself: its id is the one its link shows.
            id: client.demo ? outcome.externalId : randomUUID(),
            platform,
            status: 'published',
            content,
            username: account.username,
            externalId: outcome.externalId,
            url: outcome.url,
            demoMode: account.demoMode,
          },
        };
      } catch (err) {
        const failure = this.explain(platform, err);
        if (failure.kind === 'reconnect') {
          await this.deps.db.update(socialAccounts).set({ status: 'reconnect', updatedAt: new Date() }).where(eq(socialAccounts.id, account.id));
          return failed(failure.message, content);
        }
        const wait = this.retryDelay(attempt, failure);
        if (wait === null || opts.signal?.aborted) return failed(failure.message, content);
        await sleep(wait, undefined, { signal: opts.signal }).catch(() => {});
      }
    }
  }

  /** The pause before the next try, or null when there is none to make. */
  private retryDelay(attempt: number, failure: SocialError): number | null {
    if (failure.kind !== 'retry' || attempt >= this.retry.attempts) return null;
    const asked = failure.opts.retryAfterSeconds;
    if (asked !== undefined) return asked * 1000 <= this.retry.maxDelayMs ? asked * 1000 : null;
    return Math.min(this.retry.baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2), this.retry.maxDelayMs);
  }

  private explain(platform: PublishPlatform, err: unknown): SocialError {
    if (err instanceof SocialError) {
      this.deps.log.warn({ platform, kind: err.kind, status: err.opts.status }, 'publishing failed at the platform');
      return err;
    }
    // Not the platform's answer: a bug or a network failure. Logged in full; the creator may try again.
    this.deps.log.error({ err, platform }, 'publishing failed');
    return new SocialError('retry', `Publishing to ${PUBLISH_PLATFORM_LABELS[platform]} failed. Please try again.`, { cause: err });
  }

  /** One of the creator's publications (a demo post's page reads it). */
  async publication(userId: string, id: string): Promise<Publication> {
    const notFound = new HttpError(404, 'This publication does not exist');
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound;
    const [row] = await this.deps.db
      .select()
      .from(publications)
      .where(and(eq(publications.id, id), eq(publications.userId, userId)));
    if (!row) throw notFound;
    return {
      id: row.id,
      post_id: row.postId,
      platform: row.platform,
      status: row.status,
      content: row.content,
      url: row.url,
      error: row.error,
      demo_mode: row.demoMode,
      created_at: row.createdAt.toISOString(),
      username: row.username ?? '',
    };
  }
}
