import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIERS,
  type CreateWebhookRequest,
  type CreatedWebhook,
  type TestDeliveryResponse,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../contract/webhooks';
import type { Post } from '../../../contract/posts';
import type { Db } from '../../db/client';
import { rows } from '../../db/raw-rows';
import type { UserRow } from '../../db/rows';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { onWebhookPlan, secretContext } from '../../jobs/webhook-delivery';
import { newEventId, newWebhookSecret } from '../../jobs/webhook-signing';
import { HttpError } from '../../lib/http-error';
import type { TokenBox } from '../../social/token-box';
import { checkEndpointUrl } from './endpoint-url';

/** The post.* events (issue 27): about a whole post rather than one platform's publication. */
export type PostWebhookEvent = Extract<WebhookEvent, 'post.scheduled' | 'post.published' | 'post.failed'>;

export interface WebhooksServiceDeps {
  db: Db;
  box: TokenBox;
  /** config.fetchAllowHosts: the test-only hosts an endpoint may use although not public (and over http). */
  allowHosts: readonly string[];
  log: FastifyBaseLogger;
  /** Deliveries were queued (their rows committed): each gets its `webhookDelivery` job. Never throws. */
  onQueued?: (deliveryIds: string[]) => Promise<void>;
}

/** What an event says about the thing it is about: ids and a short summary, never a token or a whole draft. */
export type WebhookEventData = Record<string, string | number | boolean | null | Record<string, unknown> | ReadonlyArray<Record<string, unknown>>>;

export const ENTERPRISE_ONLY = 'Webhooks are part of the Enterprise plan. Upgrade to Enterprise to send events to your own systems.';
const NOT_FOUND = 'No such webhook endpoint';
const EXCERPT_CHARS = 280;

/** The first words of a text, for an event's `excerpt`. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return { id: row.id, url: row.url, events: row.events as WebhookEvent[], created_at: iso(row.createdAt)!, disabled_at: iso(row.disabledAt) };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event: row.event,
    status: row.status,
    response_status: row.responseStatus,
    attempts: row.attempts,
    error: row.lastError,
    created_at: iso(row.createdAt)!,
    delivered_at: iso(row.deliveredAt),
    next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  };
}

/**
 * Outbound webhooks (issue 14, Enterprise): endpoints registered with the events they want, and the
 * events queued for them as delivery rows, each sent by a `webhookDelivery` job (jobs/webhook-delivery.ts)
 * once its row is committed. Queuing is one INSERT … SELECT after the creator's own row is committed,
 * off their request's path.
 */
export class WebhooksService {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly deps: WebhooksServiceDeps) {}

  private requireEnterprise(user: UserRow) {
    if (!WEBHOOK_TIERS.includes(user.subscriptionTier)) throw new HttpError(403, ENTERPRISE_ONLY);
  }

  private async owned(user: UserRow, id: string): Promise<EndpointRow> {
    const [row] = await this.deps.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, user.id)));
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  async list(user: UserRow): Promise<WebhookEndpoint[]> {
    this.requireEnterprise(user);
    const found = await this.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, user.id))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    return found.map(toEndpoint);
  }

  /** Registers an endpoint; its secret is answered this once and kept sealed (it must be read back to sign). */
  async create(user: UserRow, request: CreateWebhookRequest): Promise<CreatedWebhook> {
    this.requireEnterprise(user);
    const url = checkEndpointUrl(request.url, this.deps.allowHosts);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const row = await this.deps.db.transaction(async (tx) => {
      // The account's row is the lock: two registrations at once cannot both take the last place.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [existing] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id));
      if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
        throw new HttpError(409, `You can have up to ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one to add another.`);
      }
      const [created] = await tx
        .insert(webhookEndpoints)
        .values({ id, userId: user.id, url, events: request.events, secretEnc: this.deps.box.seal(secret, secretContext(id)) })
        .returning();
      return created!;
    });
    return { ...toEndpoint(row), secret };
  }

  /**
   * Deletes an endpoint and its delivery log; queued deliveries go with it. Open to every plan, as
   * revoking an API key is: a creator who left Enterprise can still take their endpoints down.
   */
  async remove(user: UserRow, id: string): Promise<void> {
    const deleted = await this.deps.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, user.id)))
      .returning({ id: webhookEndpoints.id });
    if (deleted.length === 0) throw new HttpError(404, NOT_FOUND);
  }

  /** The endpoint's delivery log, newest first. */
  async deliveries(user: UserRow, id: string): Promise<WebhookDelivery[]> {
    this.requireEnterprise(user);
    await this.owned(user, id);
    const found = await this.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(WEBHOOK_LOG_SIZE);
    return found.map(toDelivery);
  }

  /**
   * Queues a `webhook.test` delivery to one endpoint, whatever events it subscribed to. An endpoint
   * turned off (it answered 410 Gone) is turned back on: the creator says it is there again.
   */
  async sendTest(user: UserRow, id: string): Promise<TestDeliveryResponse> {
    this.requireEnterprise(user);
    const endpoint = await this.owned(user, id);
    if (endpoint.disabledAt) {
      await this.deps.db.update(webhookEndpoints).set({ disabledAt: null }).where(eq(webhookEndpoints.id, id));
    }
    const eventId = newEventId();
    const deliveryId = randomUUID();
    const payload = JSON.stringify({
      type: WEBHOOK_TEST_EVENT,
      timestamp: new Date().toISOString(),
      data: { endpoint_id: id, message: 'This is a test event from Inkwell. Your endpoint is set up.' },
    });
    await this.deps.db.insert(webhookDeliveries).values({
      id: deliveryId,
      endpointId: id,
      userId: user.id,
      eventId,
      event: WEBHOOK_TEST_EVENT,
      payload,
      nextAttemptAt: new Date(),
    });
    await this.deps.onQueued?.([deliveryId]);
    return { delivery_id: deliveryId, event_id: eventId };
  }

  /**
   * Queues `event` for every live endpoint of the user that wants it, while the user is on Enterprise:
   * one statement, nothing at all for the (many) users without endpoints. Returns how many were queued.
   */
  async enqueue(userId: string, event: WebhookEvent, data: WebhookEventData): Promise<number> {
    const payload = JSON.stringify({ type: event, timestamp: new Date().toISOString(), data });
    const queued = await rows<{ id: string }>(this.deps.db, sql`
      insert into webhook_deliveries (id, endpoint_id, user_id, event_id, event, payload, status, attempts, next_attempt_at)
      select gen_random_uuid(), e.id, e.user_id, ${newEventId()}, ${event}, ${payload}, 'pending', 0, ${new Date()}
      from webhook_endpoints e join users u on u.id = e.user_id
      where e.user_id = ${userId} and e.disabled_at is null
        and ${onWebhookPlan(sql`u.subscription_tier`)}
        and e.events @> ${JSON.stringify([event])}::jsonb
      returning id`);
    if (queued.length > 0) await this.deps.onQueued?.(queued.map((row) => row.id));
    return queued.length;
  }

  /**
   * Queues an event without making the caller wait or fail: called after the creator's row is
   * committed; a failure to queue is logged, never thrown.
   */
  emit(userId: string, event: WebhookEvent, data: WebhookEventData): void {
    const queued: Promise<unknown> = this.enqueue(userId, event, data)
      .catch((err: unknown) => this.deps.log.error({ err, event }, 'a webhook event could not be queued'))
      .finally(() => this.pending.delete(queued));
    this.pending.add(queued);
  }

  /** `content.created`: a generator's piece was saved to history. */
  contentCreated(item: { userId: string; id: string; type: string; topic: string; body: string; engine: string; model: string }): void {
    this.emit(item.userId, 'content.created', {
      id: item.id,
      content_type: item.type,
      topic: item.topic,
      engine: item.engine,
      model: item.model,
      excerpt: excerptOf(item.body),
    });
  }

  /** `summary.created`: a summary was saved to history. */
  summaryCreated(item: {
    userId: string;
    id: string;
    source: { kind: string; media: string; title: string; url?: string; file_name?: string; words_read: number; summary_words: number };
    body: string;
    engine: string;
    model: string;
  }): void {
    const { kind, media, title, url, file_name, words_read, summary_words } = item.source;
    this.emit(item.userId, 'summary.created', {
      id: item.id,
      title,
      source: { kind, media, ...(url !== undefined && { url }), ...(file_name !== undefined && { file_name }), words_read },
      summary_words,
      engine: item.engine,
      model: item.model,
      excerpt: excerptOf(item.body),
    });
  }

  /** `publication.succeeded` / `publication.failed`: one event per platform a publish went to. */
  publicationsRecorded(
    userId: string,
    recorded: {
      id?: string;
      platform: string;
      status: 'published' | 'failed';
      contentId?: string | null;
      url?: string | null;
      error?: string | null;
      demoMode: boolean;
      createdAt?: Date | null;
    }[],
  ): void {
    for (const row of recorded) {
      this.emit(userId, row.status === 'published' ? 'publication.succeeded' : 'publication.failed', {
        id: row.id ?? null,
        platform: row.platform,
        content_id: row.contentId ?? null,
        demo_mode: row.demoMode,
        url: row.url ?? null,
        error: row.error ?? null,
        published_at: row.status === 'published' && row.createdAt ? row.createdAt.toISOString() : null,
      });
    }
  }

  /**
   * `post.scheduled` (a post got a time: created, queued, given one, moved), `post.published` (it settled,
   * nothing left scheduled or publishing, with at least one platform published) or `post.failed` (settled
   * with none published: failed, missed, needs reconnect). The post as it is now, each platform's target.
   */
  postEvent(userId: string, event: PostWebhookEvent, post: Post): void {
    this.emit(userId, event, {
      post_id: post.id,
      state: post.state,
      targets: post.targets.map((target) => ({
        platform: target.platform,
        state: target.state,
        scheduled_at: target.scheduled_at,
        published_at: target.published_at,
        url: target.url,
        error: target.error,
      })),
    });
  }

  /** Waits for the events being queued (before the database closes; tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
