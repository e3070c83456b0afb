import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_LOG_SIZE } from '../../contract/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { startReceiver, verifyStandardWebhook } from '../test/webhooks/receiver';
import { creator, type Auth } from '../test/social-helpers';
import { createTokenBox } from '../social/token-box';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { ResolveHost } from '../fetch/guarded-connector';
import { NOT_ON_PLAN, WebhookDeliveryJob } from './webhook-delivery';
import { WEBHOOK_BACKOFF_MS, WEBHOOK_MAX_ATTEMPTS } from './webhook-delivery-schedule';
import { createWebhookSender } from './webhook-delivery-sender';

// The delivery job against local receivers on 127.0.0.1 (the test-only FETCH_ALLOW_HOSTS lets the
// guarded connector reach them): signatures checked by a verifier written from the Standard Webhooks
// scheme, retries on a fake clock, 410, redirects, timeouts, leases and the SSRF guard (a fake
// resolver answers private addresses; nothing ever connects beyond loopback).

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Record<'ok' | 'flaky' | 'down' | 'gone' | 'redirect' | 'silent' | 'leaver', Receiver> = {} as never;
let t: TestApp;

/** Log lines the job wrote, for the reasons it gives. */
const logged: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
const log = {
  level: 'info',
  child: () => log,
  ...Object.fromEntries(['trace', 'debug', 'info', 'warn', 'error', 'fatal'].map((level) => [level, (obj: Record<string, unknown>, msg: string) => logged.push({ level, obj, msg })])),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  receivers.ok = await startReceiver();
  receivers.flaky = await startReceiver({ statuses: [500, 500, 200] });
  receivers.down = await startReceiver({ statuses: [503] });
  receivers.gone = await startReceiver({ statuses: [410] });
  receivers.redirect = await startReceiver({ statuses: [302] });
  receivers.silent = await startReceiver({ hold: true });
  receivers.leaver = await startReceiver({ statuses: [503] });
  t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: Object.values(receivers).map((r) => r.host).join(',') } });
});
afterAll(async () => {
  await t.close();
  await Promise.all(Object.values(receivers).map((r) => r.close()));
});

/** A job of its own over the app's database, on a clock the test moves. */
function job(opts: { clock?: { now: Date }; lookup?: ResolveHost; timeoutMs?: number } = {}) {
  return new WebhookDeliveryJob({
    db: t.database.db,
    box: createTokenBox(t.config.secretKey),
    log,
    intervalMs: 0,
    perRound: 50,
    now: opts.clock ? () => opts.clock!.now : undefined,
    sender: async () =>
      createWebhookSender({ allowHosts: t.config.fetchAllowHosts, timeoutMs: opts.timeoutMs ?? 10_000, userAgent: 'InkwellWebhooks/test', lookup: opts.lookup }),
  });
}

async function endpoint(url: string, auth?: Auth) {
  const user = auth ? { auth } : await creator(t, { tier: 'enterprise' });
  const res = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: user.auth, payload: { url, events: ['content.created'] } });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json<{ id: string; secret: string }>(), auth: user.auth };
}

async function sendTest(hook: { id: string; auth: Auth }) {
  const res = await t.app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/test`, headers: hook.auth });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ delivery_id: string; event_id: string }>();
}

async function delivery(id: string) {
  const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

describe('a creator who left Enterprise', () => {
  it('has their queued deliveries and retries dropped at pick-up, never sent, with the reason in the log', async () => {
    const clock = { now: new Date(Date.now() + 1000) };
    const worker = job({ clock });
    try {
      const hook = await endpoint(receivers.leaver.url);
      const [owner] = await t.database.db.select({ userId: webhookEndpoints.userId }).from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
      const retried = await sendTest(hook);
      clock.now = new Date(Date.now() + 1000);
      await worker.tick();
      expect(await delivery(retried.delivery_id)).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503 });
      expect(receivers.leaver.received).toHaveLength(1);
      const queued = await sendTest(hook);

      // As a cancelled subscription ends: through the accounts repository, which the sessions read.
      await t.app.accounts.setTier(owner!.userId, 'pro');
      clock.now = (await delivery(retried.delivery_id)).nextAttemptAt!;
      expect((await worker.tick()).failed).toBeGreaterThanOrEqual(2);
      for (const id of [retried.delivery_id, queued.delivery_id]) {
        expect(await delivery(id)).toMatchObject({ status: 'failed', lastError: NOT_ON_PLAN, nextAttemptAt: null });
      }
      expect((await delivery(retried.delivery_id)).attempts).toBe(1);
      expect((await delivery(queued.delivery_id)).attempts).toBe(0);
      expect(receivers.leaver.received).toHaveLength(1);

      // Back on Enterprise, the log says why those were not sent.
      await t.app.accounts.setTier(owner!.userId, 'enterprise');
      const log = (await t.app.inject({ url: `/api/webhooks/${hook.id}/deliveries`, headers: hook.auth })).json().deliveries;
      expect(log.map((d: { error: string }) => d.error)).toEqual([NOT_ON_PLAN, NOT_ON_PLAN]);
      expect(NOT_ON_PLAN).toBe('Not sent: the account is no longer on the Enterprise plan');
    } finally {
      await worker.stop();
    }
  });
});

describe('a delivery', () => {
  it('is a signed POST a Standard Webhooks verifier accepts, and shows as succeeded in the log', async () => {
    const hook = await endpoint(receivers.ok.url);
    const { delivery_id, event_id } = await sendTest(hook);
    const before = receivers.ok.received.length;
    const report = await t.app.webhookJob.tick();
    expect(report.succeeded).toBeGreaterThanOrEqual(1);
    await receivers.ok.until(before + 1);
    const got = receivers.ok.received[before]!;

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

    const log = (await t.app.inject({ url: `/api/webhooks/${hook.id}/deliveries`, headers: hook.auth })).json().deliveries;
    expect(log[0]).toMatchObject({ id: delivery_id, status: 'succeeded', response_status: 200, attempts: 1, error: null, next_attempt_at: null });
    expect(Date.parse(log[0].delivered_at)).not.toBeNaN();
  });

  it('is retried with back-off while the endpoint fails (500, 500, then 200): three attempts, one event id', async () => {
    const clock = { now: new Date(Date.now() + 1000) };
    const worker = job({ clock });
    try {
      const hook = await endpoint(receivers.flaky.url);
      const { delivery_id, event_id } = await sendTest(hook);
      clock.now = new Date(Date.now() + 1000);
      const start = clock.now.getTime();

      await worker.tick();
      let row = await delivery(delivery_id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, lastError: 'The endpoint answered 500 Internal Server Error' });
      expect(row.nextAttemptAt!.getTime()).toBe(start + WEBHOOK_BACKOFF_MS[0]);

      clock.now = new Date(start + WEBHOOK_BACKOFF_MS[0] - 1000);
      expect(await worker.tick()).toEqual({ succeeded: 0, retrying: 0, failed: 0 });
      expect(receivers.flaky.received).toHaveLength(1);

      clock.now = new Date(start + WEBHOOK_BACKOFF_MS[0]);
      await worker.tick();
      row = await delivery(delivery_id);
      expect(row).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
      expect(row.nextAttemptAt!.getTime()).toBe(clock.now.getTime() + WEBHOOK_BACKOFF_MS[1]);

      clock.now = row.nextAttemptAt!;
      await worker.tick();
      row = await delivery(delivery_id);
      expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, lastError: null, nextAttemptAt: null });

      expect(receivers.flaky.received).toHaveLength(3);
      for (const got of receivers.flaky.received) {
        expect(got.headers['webhook-id']).toBe(event_id);
        // Each attempt is signed afresh with its own timestamp.
        expect(verifyStandardWebhook(hook.secret, got, Number(got.headers['webhook-timestamp']))).toBe(true);
      }
      expect(new Set(receivers.flaky.received.map((r) => r.headers['webhook-timestamp'])).size).toBe(3);
      expect(logged.some((l) => l.level === 'warn' && l.msg === 'webhook delivery attempt failed: The endpoint answered 500 Internal Server Error')).toBe(true);
    } finally {
      await worker.stop();
    }
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} attempts on the documented schedule and is marked failed`, async () => {
    const clock = { now: new Date(Date.now() + 1000) };
    const worker = job({ clock });
    try {
      const hook = await endpoint(receivers.down.url);
      const { delivery_id } = await sendTest(hook);
      // The clock starts once the delivery is queued (at the real time), however slow the machine.
      clock.now = new Date(Date.now() + 1000);
      const waits: number[] = [];
      for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
        await worker.tick();
        const row = await delivery(delivery_id);
        expect(row.attempts).toBe(attempt);
        if (row.nextAttemptAt) {
          waits.push(row.nextAttemptAt.getTime() - clock.now.getTime());
          clock.now = row.nextAttemptAt;
        }
      }
      expect(waits).toEqual([...WEBHOOK_BACKOFF_MS]);
      expect(await delivery(delivery_id)).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, responseStatus: 503, nextAttemptAt: null });
      expect(receivers.down.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      clock.now = new Date(clock.now.getTime() + 24 * 3600_000);
      await worker.tick();
      expect(receivers.down.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      expect(logged.some((l) => l.msg.endsWith('(no attempts left)'))).toBe(true);
    } finally {
      await worker.stop();
    }
  });

  it('turns the endpoint off on 410 Gone: no more events are queued until a test event turns it back on', async () => {
    const hook = await endpoint(receivers.gone.url);
    const { delivery_id } = await sendTest(hook);
    await t.app.webhookJob.tick();
    expect(await delivery(delivery_id)).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 410 });
    const list = (await t.app.inject({ url: '/api/webhooks', headers: hook.auth })).json().webhooks;
    expect(Date.parse(list[0].disabled_at)).not.toBeNaN();

    const [user] = await t.database.db.select({ userId: webhookEndpoints.userId }).from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(await t.app.webhooks.enqueue(user!.userId, 'content.created', { id: 'x' })).toBe(0);

    await sendTest(hook);
    const again = (await t.app.inject({ url: '/api/webhooks', headers: hook.auth })).json().webhooks;
    expect(again[0].disabled_at).toBeNull();
    expect(await t.app.webhooks.enqueue(user!.userId, 'content.created', { id: 'x' })).toBe(1);
  });

  it('follows no redirect: a 302 is a failed attempt and the Location is never asked', async () => {
    const hook = await endpoint(receivers.redirect.url);
    const { delivery_id } = await sendTest(hook);
    await t.app.webhookJob.tick();
    const row = await delivery(delivery_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 302 });
    expect(row.lastError).toBe('The endpoint answered 302 Found; webhooks do not follow redirects');
    expect(receivers.redirect.received).toHaveLength(1);
  });

  it('gives up on an endpoint that does not answer in time and says so', async () => {
    const worker = job({ timeoutMs: 300 });
    try {
      const hook = await endpoint(receivers.silent.url);
      const { delivery_id } = await sendTest(hook);
      await worker.tick();
      const row = await delivery(delivery_id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, lastError: 'No answer within 0.3 seconds' });
    } finally {
      await worker.stop();
    }
  });
});

describe('the SSRF guard at delivery', () => {
  it('refuses a name that resolves to a private address, before connecting, without telling the creator the address', async () => {
    const asked: string[] = [];
    const lookup: ResolveHost = async (hostname) => {
      asked.push(hostname);
      return hostname === 'mixed.example.com'
        ? [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.7', family: 4 }]
        : [{ address: '169.254.169.254', family: 4 }];
    };
    const worker = job({ lookup });
    try {
      const metadata = await endpoint('https://metadata.example.com/latest');
      const mixed = await endpoint('https://mixed.example.com/hooks', metadata.auth);
      const first = await sendTest(metadata);
      const second = await sendTest(mixed);
      await worker.tick();
      expect(await delivery(first.delivery_id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        responseStatus: null,
        lastError: 'Refused: metadata.example.com is not a public address',
      });
      // One private answer is enough: the public one beside it is not trusted either.
      expect((await delivery(second.delivery_id)).lastError).toBe('Refused: mixed.example.com is not a public address');
      expect(asked).toEqual(expect.arrayContaining(['metadata.example.com', 'mixed.example.com']));
      // The creator's log never says what a name resolved to (it would map the network inside); the server log does.
      const shown = JSON.stringify((await t.app.inject({ url: `/api/webhooks/${metadata.id}/deliveries`, headers: metadata.auth })).json());
      expect(shown).toContain('is not a public address');
      expect(shown).not.toContain('169.254.169.254');
      const warned = logged.find((l) => l.level === 'warn' && l.msg.includes('Refused: metadata.example.com'));
      expect(warned?.obj).toMatchObject({ refusedAddress: '169.254.169.254', host: 'metadata.example.com' });
    } finally {
      await worker.stop();
    }
  });
});

describe('the queue', () => {
  it('sends a delivery once when two instances run a round at the same time (lease, SKIP LOCKED)', async () => {
    const [a, b] = [job(), job()];
    try {
      const hook = await endpoint(receivers.ok.url);
      const before = receivers.ok.received.length;
      const { delivery_id } = await sendTest(hook);
      const reports = await Promise.all([a.tick(), b.tick()]);
      expect(reports.reduce((n, r) => n + r.succeeded, 0)).toBe(1);
      expect(receivers.ok.received.slice(before).filter((r) => JSON.parse(r.body).data.endpoint_id === hook.id)).toHaveLength(1);
      expect((await delivery(delivery_id)).attempts).toBe(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it(`keeps the latest ${WEBHOOK_LOG_SIZE} finished deliveries of an endpoint`, async () => {
    const hook = await endpoint(receivers.ok.url);
    const [owner] = await t.database.db.select({ userId: webhookEndpoints.userId }).from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    await t.database.db.execute(sql`
      insert into webhook_deliveries (id, endpoint_id, user_id, event_id, event, payload, status, attempts, created_at)
      select gen_random_uuid(), ${hook.id}, ${owner!.userId}, 'msg_old' || n, 'content.created', '{}', 'succeeded', 1, now() - n * interval '1 minute'
      from generate_series(1, ${WEBHOOK_LOG_SIZE + 5}) n`);
    const { delivery_id } = await sendTest(hook);
    await t.app.webhookJob.tick();
    const left = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(left).toHaveLength(WEBHOOK_LOG_SIZE);
    expect(left.map((r) => r.id)).toContain(delivery_id);
    expect(left.map((r) => r.eventId)).not.toContain(`msg_old${WEBHOOK_LOG_SIZE + 5}`);
  });

  it('starts a round at once when an event is queued while the job runs (no waiting for the interval)', async () => {
    const receiver = await startReceiver();
    const live = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: receiver.host, WEBHOOK_INTERVAL_SECONDS: '3600' } });
    try {
      const user = await creator(live, { tier: 'enterprise' });
      const { id, secret } = (
        await live.app.inject({ method: 'POST', url: '/api/webhooks', headers: user.auth, payload: { url: receiver.url, events: ['content.created'] } })
      ).json();
      expect((await live.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers: user.auth })).statusCode).toBe(202);
      await receiver.until(1);
      expect(verifyStandardWebhook(secret, receiver.received[0]!)).toBe(true);
    } finally {
      await live.close();
      await receiver.close();
    }
  });
});
