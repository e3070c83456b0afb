import { STATUS_CODES } from 'node:http';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_LOG_SIZE, WEBHOOK_TIERS } from '../../contract/webhooks';
import type { Db } from '../db/client';
import { rows } from '../db/raw-rows';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { TokenBox } from '../social/token-box';
import { nextWebhookAttempt } from './webhook-delivery-schedule';
import type { SendOutcome, WebhookSender } from './webhook-delivery-sender';
import { webhookHeaders } from './webhook-signing';

/** Why a delivery is dropped unsent: its owner's plan no longer includes webhooks. */
export const NOT_ON_PLAN = 'Not sent: the account is no longer on the Enterprise plan';

/** A claimed delivery stays claimed this long: a crashed instance's claims come back after it. */
const LEASE_MS = 5 * 60_000;
/** Deliveries sent side by side in a round: one slow endpoint does not hold up the others. */
const CONCURRENCY = 4;

/** `tier` (a users.subscription_tier column) is a plan that includes webhooks. */
export function onWebhookPlan(tier: SQL): SQL {
  return sql`${tier} in (${sql.join(WEBHOOK_TIERS.map((name) => sql`${name}`), sql`, `)})`;
}

/** The context a secret is sealed under: it opens only for its own endpoint. */
export function secretContext(endpointId: string): string {
  return `webhook_endpoints.secret_enc:${endpointId}`;
}

export interface WebhookDeliveryJobDeps {
  db: Db;
  box: TokenBox;
  log: FastifyBaseLogger;
  /** The HTTP client, made on the first round that has something to send (undici loads then). */
  sender: () => Promise<WebhookSender>;
  /** Milliseconds between rounds; 0: no rounds of its own, nor on nudges (tick() still works). */
  intervalMs: number;
  /** At most this many deliveries per round. */
  perRound: number;
  now?: () => Date;
}

interface Claimed {
  id: string;
  endpoint_id: string;
  user_id: string;
  event_id: string;
  event: string;
  payload: string;
  attempts: number;
  url: string;
  secret_enc: string;
  disabled_at: Date | string | null;
  /** The owner's plan still includes webhooks, read in the claim itself. */
  entitled: boolean;
}

export interface DeliveryRoundReport {
  succeeded: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Deliveries given up on: out of attempts, 410 Gone, or the endpoint turned off. */
  failed: number;
}

/**
 * The webhook delivery job: the webhook_deliveries table is its queue. A round claims due `pending`
 * rows with FOR UPDATE SKIP LOCKED and a lease (next_attempt_at moved past the round), so several
 * instances share the work and never send the same attempt twice, and a crashed round's rows come
 * back. Each attempt is signed afresh; a 2xx is success, 410 Gone turns the endpoint off, anything
 * else is retried on the back-off schedule until the attempts run out. Never on a request's path.
 */
export class WebhookDeliveryJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;
  private started = false;
  private loadedSender: Promise<WebhookSender> | undefined;
  private readonly abort = new AbortController();
  private readonly now: () => Date;

  constructor(private readonly deps: WebhookDeliveryJobDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  start(): void {
    if (this.deps.intervalMs <= 0 || this.started) return;
    this.started = true;
    this.schedule(this.deps.intervalMs);
  }

  /** New deliveries were queued: a round now rather than at the next interval (when the job runs). */
  nudge(): void {
    if (!this.started || this.abort.signal.aborted) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.abort.abort();
    clearTimeout(this.timer);
    await this.running;
    if (this.loadedSender) await (await this.loadedSender).close();
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runRound(), ms);
    this.timer.unref();
  }

  private runRound() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick()
      .catch((err: unknown) => this.deps.log.error({ err }, 'webhook delivery round failed'))
      .finally(() => {
        this.running = undefined;
        if (this.abort.signal.aborted) return;
        this.schedule(this.again ? 0 : this.deps.intervalMs);
        this.again = false;
      });
  }

  private sender(): Promise<WebhookSender> {
    return (this.loadedSender ??= this.deps.sender());
  }

  /** One round: the due deliveries claimed, sent a few at a time, their endpoints' logs pruned. */
  async tick(): Promise<DeliveryRoundReport> {
    const report: DeliveryRoundReport = { succeeded: 0, retrying: 0, failed: 0 };
    const claimed = await this.claim();
    if (claimed.length === 0) return report;
    // A full round may have left due deliveries behind.
    if (claimed.length >= this.deps.perRound) this.again = true;
    const sender = await this.sender();
    const queue = [...claimed];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (this.abort.signal.aborted) {
          await this.release(row);
          continue;
        }
        await this.deliver(sender, row, report);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
    for (const endpointId of new Set(claimed.map((row) => row.endpoint_id))) await this.prune(endpointId);
    return report;
  }

  private claim(): Promise<Claimed[]> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    return rows<Claimed>(this.deps.db, sql`
      update webhook_deliveries d set next_attempt_at = ${leaseUntil}
      from webhook_endpoints e join users u on u.id = e.user_id
      where e.id = d.endpoint_id and d.id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= ${now}
        order by next_attempt_at
        limit ${this.deps.perRound}
        for update skip locked)
      returning d.id, d.endpoint_id, d.user_id, d.event_id, d.event, d.payload, d.attempts, e.url, e.secret_enc, e.disabled_at,
        ${onWebhookPlan(sql`u.subscription_tier`)} as entitled`);
  }

  /** Gives a claimed row back, due at once (the job is stopping). */
  private release(row: Claimed) {
    return this.update(row.id, { nextAttemptAt: this.now() });
  }

  private update(id: string, set: Partial<typeof webhookDeliveries.$inferInsert>) {
    return this.deps.db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id));
  }

  private async deliver(sender: WebhookSender, row: Claimed, report: DeliveryRoundReport): Promise<void> {
    if (!row.entitled) {
      // Queued (or retried) while the owner was on Enterprise; they have left it since: dropped, never sent.
      report.failed++;
      await this.update(row.id, { status: 'failed', nextAttemptAt: null, lastError: NOT_ON_PLAN });
      this.deps.log.info({ deliveryId: row.id, endpointId: row.endpoint_id, event: row.event }, 'webhook delivery dropped: the account left the plan that includes webhooks');
      return;
    }
    if (row.disabled_at) {
      report.failed++;
      await this.update(row.id, { status: 'failed', nextAttemptAt: null, lastError: 'The endpoint was turned off after it answered 410 Gone' });
      return;
    }
    let secret: string;
    try {
      secret = this.deps.box.open(row.secret_enc, secretContext(row.endpoint_id));
    } catch (err) {
      // Sealed under another SECRET_KEY: nothing this endpoint could verify can be sent.
      this.deps.log.error({ err, endpointId: row.endpoint_id }, 'a webhook signing secret could not be opened');
      report.failed++;
      await this.update(row.id, { status: 'failed', nextAttemptAt: null, lastError: 'The signing secret could not be read; delete the endpoint and add it again' });
      return;
    }
    const now = this.now();
    const headers = webhookHeaders({ secret, id: row.event_id, body: row.payload, at: now });
    const outcome = await sender.send(row.url, headers, row.payload, this.abort.signal);
    if (outcome.status === null && outcome.aborted) {
      await this.release(row);
      return;
    }
    await this.record(row, outcome, now, report);
  }

  private async record(row: Claimed, outcome: SendOutcome, at: Date, report: DeliveryRoundReport): Promise<void> {
    const attempts = row.attempts + 1;
    const status = outcome.status;
    if (status !== null && status >= 200 && status < 300) {
      report.succeeded++;
      await this.update(row.id, { status: 'succeeded', attempts, responseStatus: status, lastError: null, deliveredAt: at, nextAttemptAt: null });
      return;
    }
    const error = status === null ? outcome.error : failureOf(status);
    const logged = {
      deliveryId: row.id,
      endpointId: row.endpoint_id,
      event: row.event,
      attempts,
      responseStatus: status,
      host: hostOf(row.url),
      ...(status === null && outcome.address !== undefined && { refusedAddress: outcome.address }),
    };
    if (status === 410) {
      report.failed++;
      // Gone: the receiver asks for nothing more. Its other queued deliveries fail when their turn comes.
      await this.deps.db
        .update(webhookEndpoints)
        .set({ disabledAt: at })
        .where(and(eq(webhookEndpoints.id, row.endpoint_id), isNull(webhookEndpoints.disabledAt)));
      await this.update(row.id, { status: 'failed', attempts, responseStatus: status, lastError: `${error}; the endpoint was turned off`, nextAttemptAt: null });
      this.deps.log.warn(logged, `webhook endpoint answered 410 Gone and was turned off`);
      return;
    }
    const next = nextWebhookAttempt(attempts, at);
    if (next) report.retrying++;
    else report.failed++;
    await this.update(row.id, { status: next ? 'pending' : 'failed', attempts, responseStatus: status, lastError: error, nextAttemptAt: next });
    this.deps.log.warn({ ...logged, nextAttemptAt: next }, `webhook delivery attempt failed: ${error}${next ? '' : ' (no attempts left)'}`);
  }

  /** Keeps the latest WEBHOOK_LOG_SIZE finished deliveries of an endpoint (pending ones always stay). */
  private async prune(endpointId: string) {
    await this.deps.db.execute(sql`
      delete from webhook_deliveries where id in (
        select id from webhook_deliveries
        where endpoint_id = ${endpointId} and status <> 'pending'
        order by created_at desc, id
        offset ${WEBHOOK_LOG_SIZE})`);
  }
}

function failureOf(status: number): string {
  const text = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
  if (status >= 300 && status < 400) return `The endpoint answered ${text}; webhooks do not follow redirects`;
  return `The endpoint answered ${text}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
