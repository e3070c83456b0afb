import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_LOG_SIZE } from '../../../contract/webhooks';
import { buildApp } from '../../app';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { buildTestApp, openSecondInstance, openTestDatabase, signUp, type TestApp } from '../../test/build-test-app';
import { creator, type Auth } from '../../test/social-helpers';
import { startReceiver, verifyStandardWebhook } from '../../test/webhooks/receiver';

// Webhook deliveries as the app makes them: an event queued through the routes is sent by a
// `webhookDelivery` job on the job layer to a local receiver on 127.0.0.1, and shows in the delivery
// log. A stopping instance gives its attempt back to the next; two instances on one PostgreSQL never send
// one attempt twice. (The back-off and Retry-After, on a clock the test moves: jobs/webhook-delivery.test.ts.)

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers = {} as Record<'ok' | 'gone' | 'redirect' | 'stalling', Receiver>;
let t: TestApp;

beforeAll(async () => {
  receivers.ok = await startReceiver();
  receivers.gone = await startReceiver({ statuses: [410] });
  receivers.redirect = await startReceiver({ statuses: [302] });
  receivers.stalling = await startReceiver({ statuses: ['hold', 200] });
  t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: Object.values(receivers).map((r) => r.host).join(','), JOB_POLL_SECONDS: '0.5' } });
});
afterAll(async () => {
  await t.close();
  await Promise.all(Object.values(receivers).map((r) => r.close()));
});

const WAIT = { timeout: 20_000 };

async function endpoint(app: TestApp['app'], url: string, auth: Auth) {
  const res = await app.inject({ method: 'POST', url: '/api/webhooks', headers: auth, payload: { url, events: ['content.created'] } });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json<{ id: string; secret: string }>(), auth };
}

async function sendTest(app: TestApp['app'], hook: { id: string; auth: Auth }) {
  const res = await app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/test`, headers: hook.auth });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ delivery_id: string; event_id: string }>();
}

async function shownLog(app: TestApp['app'], hook: { id: string; auth: Auth }) {
  const res = await app.inject({ url: `/api/webhooks/${hook.id}/deliveries`, headers: hook.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().deliveries as { id: string; status: string; attempts: number; response_status: number | null; error: string | null; next_attempt_at: string | null; delivered_at: string | null }[];
}

/** What one receiver got for one endpoint (a test event names its endpoint). */
const gotFor = (receiver: Receiver, endpointId: string) => receiver.received.filter((r) => JSON.parse(r.body).data.endpoint_id === endpointId);

describe('a test event', () => {
  it('is sent at once by the job layer, a signed POST a Standard Webhooks verifier accepts, and shows as succeeded in the log', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const hook = await endpoint(t.app, receivers.ok.url, user.auth);
    const { delivery_id, event_id } = await sendTest(t.app, hook);
    await vi.waitFor(() => expect(gotFor(receivers.ok, hook.id)).toHaveLength(1), WAIT);
    const got = gotFor(receivers.ok, hook.id)[0]!;

    expect(got.path).toBe('/hooks/inkwell');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toBe(event_id);
    expect(got.headers['user-agent']).toMatch(/^InkwellWebhooks\/1\.0/);
    expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Math.abs(Number(got.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
    expect(verifyStandardWebhook(hook.secret, got)).toBe(true);
    // The verifier can fail: another body, another secret, an old timestamp.
    expect(verifyStandardWebhook(hook.secret, { ...got, body: got.body.replace('test', 'tset') })).toBe(false);
    expect(verifyStandardWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, got)).toBe(false);
    expect(verifyStandardWebhook(hook.secret, got, Date.now() / 1000 + 3600)).toBe(false);

    const body = JSON.parse(got.body);
    expect(body).toEqual({ type: 'webhook.test', timestamp: expect.any(String), data: { endpoint_id: hook.id, message: expect.any(String) } });
    expect(Date.parse(body.timestamp)).not.toBeNaN();

    await vi.waitFor(async () => expect((await shownLog(t.app, hook))[0]).toMatchObject({ id: delivery_id, status: 'succeeded' }), WAIT);
    const [shown] = await shownLog(t.app, hook);
    expect(shown).toMatchObject({ id: delivery_id, status: 'succeeded', response_status: 200, attempts: 1, error: null, next_attempt_at: null });
    expect(Date.parse(shown!.delivered_at!)).not.toBeNaN();
  });

  it('to an endpoint that answers 410 Gone turns it off: no more events are queued until a test event turns it back on', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const hook = await endpoint(t.app, receivers.gone.url, user.auth);
    const { delivery_id } = await sendTest(t.app, hook);
    await vi.waitFor(async () => expect((await shownLog(t.app, hook))[0]).toMatchObject({ id: delivery_id, status: 'failed' }), WAIT);
    expect((await shownLog(t.app, hook))[0]).toMatchObject({
      attempts: 1,
      response_status: 410,
      error: 'The endpoint answered 410 Gone; the endpoint was turned off',
      next_attempt_at: null,
    });
    const list = (await t.app.inject({ url: '/api/webhooks', headers: hook.auth })).json().webhooks;
    expect(Date.parse(list[0].disabled_at)).not.toBeNaN();
    expect(await t.app.webhooks.enqueue(user.id, 'content.created', { id: 'x' })).toBe(0);

    await sendTest(t.app, hook);
    const again = (await t.app.inject({ url: '/api/webhooks', headers: hook.auth })).json().webhooks;
    expect(again[0].disabled_at).toBeNull();
    expect(await t.app.webhooks.enqueue(user.id, 'content.created', { id: 'x' })).toBe(1);
  });

  it('follows no redirect: a 302 is a failed attempt, retried later, and the Location is never asked', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const hook = await endpoint(t.app, receivers.redirect.url, user.auth);
    const { delivery_id } = await sendTest(t.app, hook);
    await vi.waitFor(async () => expect((await shownLog(t.app, hook))[0]).toMatchObject({ id: delivery_id, attempts: 1 }), WAIT);
    const [shown] = await shownLog(t.app, hook);
    expect(shown).toMatchObject({ status: 'pending', response_status: 302, error: 'The endpoint answered 302 Found; webhooks do not follow redirects' });
    // The retry is a job for its time, a minute on.
    expect(Date.parse(shown!.next_attempt_at!)).toBeGreaterThan(Date.now() + 30_000);
    expect(receivers.redirect.received).toHaveLength(1);
  });
});

describe('the delivery log', () => {
  it(`keeps the latest ${WEBHOOK_LOG_SIZE} finished deliveries of an endpoint`, async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const hook = await endpoint(t.app, receivers.ok.url, user.auth);
    await t.database.db.execute(sql`
      insert into webhook_deliveries (id, endpoint_id, user_id, event_id, event, payload, status, attempts, created_at)
      select gen_random_uuid(), ${hook.id}, ${user.id}, 'msg_old' || n, 'content.created', '{}', 'succeeded', 1, now() - n * interval '1 minute'
      from generate_series(1, ${WEBHOOK_LOG_SIZE + 5}) n`);
    const { delivery_id } = await sendTest(t.app, hook);
    await vi.waitFor(async () => {
      const left = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
      expect(left).toHaveLength(WEBHOOK_LOG_SIZE);
      expect(left.find((r) => r.id === delivery_id)?.status).toBe('succeeded');
      expect(left.map((r) => r.eventId)).not.toContain(`msg_old${WEBHOOK_LOG_SIZE + 5}`);
    }, WAIT);
  });
});

describe('a delivery that lost its job', () => {
  it('is sent by the sweep once it is five minutes overdue', async () => {
    const user = await creator(t, { tier: 'enterprise' });
    const hook = await endpoint(t.app, receivers.ok.url, user.auth);
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    // As an instance that died between the commit and the send (or the loop before the job layer) left it.
    const payload = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: { endpoint_id: hook.id, message: 'lost' } });
    const [lost] = await t.database.db
      .insert(webhookDeliveries)
      .values({ id: randomUUID(), endpointId: hook.id, userId: row!.userId, eventId: 'msg_lost', event: 'webhook.test', payload, nextAttemptAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    // The sweep runs every five minutes on its cron; here it is sent by hand.
    await t.app.jobs.send('webhookSweep', {});
    await vi.waitFor(() => expect(gotFor(receivers.ok, hook.id)).toHaveLength(1), WAIT);
    expect(gotFor(receivers.ok, hook.id)[0]!.headers['webhook-id']).toBe('msg_lost');
    await vi.waitFor(async () => expect((await shownLog(t.app, hook))[0]).toMatchObject({ id: lost!.id, status: 'succeeded', attempts: 1 }), WAIT);
  });
});

describe('a stopping instance', () => {
  it('gives back the attempt it is making, uncounted, and the next instance makes it', async () => {
    // Its own database, so that no other instance takes the job while the first one stops.
    const database = await openTestDatabase();
    await database.migrate();
    // No grace: the attempt under way is stopped at once rather than let finish.
    const first = await buildApp({ config: { ...t.config, jobs: { ...t.config.jobs, stopGraceMs: 0 } }, database });
    await first.ready();
    let firstOpen = true;
    let next: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const user = await signUp(first);
      await database.db.execute(sql`update users set subscription_tier = 'enterprise' where id = ${user.id}`);
      const hook = await endpoint(first, receivers.stalling.url, user.auth);
      const { delivery_id } = await sendTest(first, hook);
      // The receiver holds its answer: the attempt is under way when the instance stops.
      await vi.waitFor(() => expect(gotFor(receivers.stalling, hook.id)).toHaveLength(1), WAIT);
      await first.close();
      firstOpen = false;
      const [held] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery_id));
      expect(held).toMatchObject({ status: 'pending', attempts: 0, responseStatus: null, lastError: null });
      expect(held!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());

      next = await buildApp({ config: t.config, database });
      await next.ready();
      await vi.waitFor(async () => {
        const [row] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery_id));
        expect(row).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200 });
      }, WAIT);
      expect(gotFor(receivers.stalling, hook.id)).toHaveLength(2);
    } finally {
      if (firstOpen) await first.close();
      await next?.close();
      await database.close();
    }
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('never send one attempt twice, even with a duplicate job for every delivery from each', async () => {
    const second = await openSecondInstance(t);
    try {
      const user = await creator(t, { tier: 'enterprise' });
      const hooks = [await endpoint(t.app, receivers.ok.url, user.auth), await endpoint(second.app, receivers.ok.url, user.auth)];
      const queued: string[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? t.app : second.app;
        const { delivery_id } = await sendTest(app, hooks[i % 2]!);
        queued.push(delivery_id);
      }
      await Promise.all(queued.flatMap((deliveryId) => [t.app.jobs.send('webhookDelivery', { deliveryId }), second.app.jobs.send('webhookDelivery', { deliveryId })]));
      await vi.waitFor(async () => {
        const rows = await t.database.db.select().from(webhookDeliveries).where(sql`${webhookDeliveries.id} in ${queued}`);
        expect(rows.map((r) => r.status)).toEqual(queued.map(() => 'succeeded'));
      }, WAIT);
      // Every job of them has run (pg-boss's table, read straight): a second send would have happened by now.
      await vi.waitFor(async () => {
        const { rows } = await t.database.executeSql(
          `select count(*)::int as n from pgboss.job where name = 'webhook-delivery' and state < 'completed' and data->>'deliveryId' = any($1)`,
          [queued],
        );
        expect(rows[0].n).toBe(0);
      }, WAIT);
      const got = hooks.flatMap((hook) => gotFor(receivers.ok, hook.id));
      expect(got).toHaveLength(queued.length);
      expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(queued.length);
      const rows = await t.database.db.select().from(webhookDeliveries).where(sql`${webhookDeliveries.id} in ${queued}`);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  }, 60_000);
});
