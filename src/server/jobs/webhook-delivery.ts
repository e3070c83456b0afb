import { STATUS_CODES } from 'node:http';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_LOG_SIZE, WEBHOOK_TIERS } from '../../contract/webhooks';
import type { Db } from '../db/client';
import { rows } from '../db/raw-rows';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { JOBS } from '../queue/definitions';
import { parseRetryAfter } from '../social/platforms/http';
import type { TokenBox } from '../social/token-box';
import { nextWebhookAttempt } from './webhook-delivery-schedule';
import type { SendOutcome, WebhookSender } from './webhook-delivery-sender';
import { webhookHeaders } from './webhook-signing';

/** Why a delivery is dropped unsent: its owner's plan no longer includes webhooks. */
export const NOT_ON_PLAN = 'Not sent: the account is no longer on the Enterprise plan';

/**
 * A claimed delivery stays claimed as long as its run may last (the job layer aborts it then, and the
 * run gives the row back): an instance that died mid-attempt holds it no longer than that.
 */
const LEASE_MS = JOBS.webhookDelivery.expireInSeconds * 1000;
/**
 * A job may start this much before its row is due by the instance's clock: the job layer times the
 * start by the database's clock, and an instance a little behind it must not skip the attempt.
 */
const CLOCK_SLACK_MS = 5_000;
/** A pending row this long overdue has lost its job (an instance died between the commit and the send). */
export const LOST_AFTER_MS = 5 * 60_000;
/** Lost rows given a new job per sweep. */
const SWEEP_LIMIT = 500;

/** `tier` (a users.subscription_tier column) is a plan that includes webhooks. */
export function onWebhookPlan(tier: SQL): SQL {
  return sql`${tier} in (${sql.join(WEBHOOK_TIERS.map((name) => sql`${name}`), sql`, `)})`;
}

/** The context a secret is sealed under: it opens only for its own endpoint. */
export function secretContext(endpointId: string): string {
  return `webhook_endpoints.secret_enc:${endpointId}`;
}

export interface WebhookDeliveriesDeps {
  db: Db;
  box: TokenBox;
  log: FastifyBaseLogger;
  /** The HTTP client, made on the first attempt (undici loads then). */
  sender: () => Promise<WebhookSender>;
  /** Sends the `webhookDelivery` job of a delivery, not before `startAfter` when given. */
  send: (deliveryId: string, startAfter?: Date) => Promise<unknown>;
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

/**
 * What one run came to. `skipped`: the row was not this run's to send (already sent, not due yet, held
 * by another run, deleted); `released`: the run was stopped and gave the attempt back, uncounted.
 */
export type AttemptResult = 'succeeded' | 'retrying' | 'failed' | 'released' | 'skipped';

/**
 * Webhook deliveries on the job layer: the webhook_deliveries row is the delivery log the Developers
 * page shows, and each `webhookDelivery` job makes one attempt at it. The run claims the row in one
 * UPDATE (pending, due, and its next_attempt_at moved past the run as a lease), so a duplicate job or a
 * second instance never sends the same attempt twice. Each attempt is signed afresh; a 2xx is success,
 * 410 Gone turns the endpoint off, anything else is retried on the back-off schedule (longer when the
 * endpoint asks with Retry-After) by a job sent for that time. A stopped run gives the attempt back
 * and sends its job again. Never on a request's path.
 */
export class WebhookDeliveries {
  private loadedSender: Promise<WebhookSender> | undefined;
  private readonly now: () => Date;

  constructor(private readonly deps: WebhookDeliveriesDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Sends the first job of each newly queued delivery; a failure is logged (the sweep finds the row). */
  async queued(deliveryIds: readonly string[]): Promise<void> {
    for (const id of deliveryIds) await this.schedule(id);
  }

  /** The `webhookDelivery` job: one attempt at one delivery. `signal`: the instance is stopping. */
  async attempt(deliveryId: string, signal?: AbortSignal): Promise<AttemptResult> {
    if (signal?.aborted) return this.giveBack(deliveryId, null);
    const row = await this.claim(deliveryId);
    if (!row) return 'skipped';
    const result = await this.deliver(row, signal);
    if (result === 'succeeded' || result === 'failed') await this.prune(row.endpoint_id);
    return result;
  }

  /**
   * The `webhookSweep` job: pending rows long overdue lost their job (an instance died between the
   * commit and the send, or they were queued before the job layer): each gets one again. A row whose job
   * is only late gets a second one, which finds it sent and does nothing.
   */
  async sweep(): Promise<number> {
    const overdue = new Date(this.now().getTime() - LOST_AFTER_MS);
    const lost = await this.deps.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.nextAttemptAt, overdue)))
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(SWEEP_LIMIT);
    if (lost.length > 0) this.deps.log.warn({ count: lost.length }, 'webhook deliveries without a job were given one again');
    await this.queued(lost.map((row) => row.id));
    return lost.length;
  }

  /** Closes the HTTP client; after the job layer has stopped (no run is left to use it). */
  async close(): Promise<void> {
    if (this.loadedSender) await (await this.loadedSender).close();
  }

  private sender(): Promise<WebhookSender> {
    return (this.loadedSender ??= this.deps.sender());
  }

  private async schedule(deliveryId: string, startAfter?: Date): Promise<boolean> {
    try {
      await this.deps.send(deliveryId, startAfter);
      return true;
    } catch (err) {
      this.deps.log.error({ err, deliveryId }, 'the job of a webhook delivery could not be sent; the sweep will send it');
      return false;
    }
  }

  private claim(id: string): Promise<Claimed | undefined> {
    const now = this.now();
    const due = new Date(now.getTime() + CLOCK_SLACK_MS);
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    return rows<Claimed>(this.deps.db, sql`
      update webhook_deliveries d set next_attempt_at = ${leaseUntil}
      from webhook_endpoints e join users u on u.id = e.user_id
      where d.id = ${id} and e.id = d.endpoint_id and d.status = 'pending' and d.next_attempt_at <= ${due}
      returning d.id, d.endpoint_id, d.user_id, d.event_id, d.event, d.payload, d.attempts, e.url, e.secret_enc, e.disabled_at,
        ${onWebhookPlan(sql`u.subscription_tier`)} as entitled`).then((found) => found[0]);
  }

  /**
   * The run was stopped: the claimed row (if any) is due again with its attempts uncounted, and its job
   * is sent again for another instance (or this one after a restart). Should that send fail, the run
   * throws and the job layer's own retry takes it.
   */
  private async giveBack(deliveryId: string, row: Claimed | null): Promise<AttemptResult> {
    if (row) await this.finish(row, { nextAttemptAt: this.now() });
    if (!(await this.schedule(deliveryId))) throw new Error('the stopped webhook attempt could not be handed on');
    return 'released';
  }

  /** Updates the claimed row, as long as it is still this run's (pending, at the attempt it claimed). */
  private finish(row: Claimed, set: Partial<typeof webhookDeliveries.$inferInsert>) {
    return this.deps.db
      .update(webhookDeliveries)
      .set(set)
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.attempts, row.attempts)));
  }

  private async deliver(row: Claimed, signal: AbortSignal | undefined): Promise<AttemptResult> {
    if (!row.entitled) {
      // Queued (or retried) while the owner was on Enterprise; they have left it since: dropped, never sent.
      await this.finish(row, { status: 'failed', nextAttemptAt: null, lastError: NOT_ON_PLAN });
      this.deps.log.info({ deliveryId: row.id, endpointId: row.endpoint_id, event: row.event }, 'webhook delivery dropped: the account left the plan that includes webhooks');
      return 'failed';
    }
    if (row.disabled_at) {
      await this.finish(row, { status: 'failed', nextAttemptAt: null, lastError: 'The endpoint was turned off after it answered 410 Gone' });
      return 'failed';
    }
    let secret: string;
    try {
      secret = this.deps.box.open(row.secret_enc, secretContext(row.endpoint_id));
    } catch (err) {
      // Sealed under another SECRET_KEY: nothing this endpoint could verify can be sent.
      this.deps.log.error({ err, endpointId: row.endpoint_id }, 'a webhook signing secret could not be opened');
      await this.finish(row, { status: 'failed', nextAttemptAt: null, lastError: 'The signing secret could not be read; delete the endpoint and add it again' });
      return 'failed';
    }
    const sender = await this.sender();
    const now = this.now();
    const headers = webhookHeaders({ secret, id: row.event_id, body: row.payload, at: now });
    const outcome = await sender.send(row.url, headers, row.payload, signal);
    if (outcome.status === null && outcome.aborted) return this.giveBack(row.id, row);
    return this.record(row, outcome, now);
  }

  private async record(row: Claimed, outcome: SendOutcome, at: Date): Promise<AttemptResult> {
    const attempts = row.attempts + 1;
    const status = outcome.status;
    if (status !== null && status >= 200 && status < 300) {
      await this.finish(row, { status: 'succeeded', attempts, responseStatus: status, lastError: null, deliveredAt: at, nextAttemptAt: null });
      return 'succeeded';
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
      // Gone: the receiver asks for nothing more. Its other queued deliveries fail when their turn comes.
      await this.deps.db
        .update(webhookEndpoints)
        .set({ disabledAt: at })
        .where(and(eq(webhookEndpoints.id, row.endpoint_id), isNull(webhookEndpoints.disabledAt)));
      await this.finish(row, { status: 'failed', attempts, responseStatus: status, lastError: `${error}; the endpoint was turned off`, nextAttemptAt: null });
      this.deps.log.warn(logged, `webhook endpoint answered 410 Gone and was turned off`);
      return 'failed';
    }
    const askedSeconds = status === 429 || status === 503 ? parseRetryAfter(outcome.retryAfter ?? null, at.getTime()) : undefined;
    const next = nextWebhookAttempt(attempts, at, askedSeconds === undefined ? undefined : askedSeconds * 1000);
    await this.finish(row, { status: next ? 'pending' : 'failed', attempts, responseStatus: status, lastError: error, nextAttemptAt: next });
    this.deps.log.warn(
      { ...logged, nextAttemptAt: next, ...(askedSeconds !== undefined && { retryAfterSeconds: askedSeconds }) },
      `webhook delivery attempt failed: ${error}${next ? '' : ' (no attempts left)'}`,
    );
    if (!next) return 'failed';
    await this.schedule(row.id, next);
    return 'retrying';
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
