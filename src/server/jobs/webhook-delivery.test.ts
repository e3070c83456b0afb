import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { startReceiver, verifyStandardWebhook, type ReceiverAnswer } from '../test/webhooks/receiver';
import { creator, type Auth } from '../test/social-helpers';
import { createTokenBox } from '../social/token-box';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { ResolveHost } from '../fetch/guarded-connector';
import { LOST_AFTER_MS, NOT_ON_PLAN, WebhookDeliveries } from './webhook-delivery';
import { WEBHOOK_BACKOFF_MS, WEBHOOK_LONGEST_WAIT_MS, WEBHOOK_MAX_ATTEMPTS } from './webhook-delivery-schedule';
import { createWebhookSender } from './webhook-delivery-sender';

// The `webhookDelivery` job's handler called directly, on a clock the test moves, against local
// receivers on 127.0.0.1 (the test-only FETCH_ALLOW_HOSTS lets the guarded connector reach them): one
// attempt per run, the back-off and Retry-After, the claim that keeps an attempt from being sent twice,
// a stopped run giving its attempt back, the plan, the sealed secret, the SSRF guard (a fake resolver
// answers private addresses; nothing ever connects beyond loopback) and the sweep of rows that lost
// their job. The app's own job layer is off here, so only the handlers under test send anything; the
// job layer driving them is tested through the app in modules/webhooks/delivery.test.ts.

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const ANSWERS = {
  ok: [200],
  flaky: [500, 500, 200],
  down: [503],
  silent: ['hold'],
  leaver: [503],
  stalling: ['hold', 200],
  asking: [
    { status: 503, headers: { 'retry-after': '120' } },
    { status: 429, headers: { 'retry-after': '5' } },
    { status: 503, headers: { 'retry-after': 'HTTP-DATE' } },
    { status: 503, headers: { 'retry-after': '31536000' } },
    { status: 500, headers: { 'retry-after': '7200' } },
    { status: 429, headers: { 'retry-after': 'soon' } },
  ],
} satisfies Record<string, ReceiverAnswer[]>;
const receivers = {} as Record<keyof typeof ANSWERS, Receiver>;
let t: TestApp;

/** Log lines the handlers wrote, for the reasons they give. */
const logged: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
const log = {
  level: 'info',
  child: () => log,
  ...Object.fromEntries(['trace', 'debug', 'info', 'warn', 'error', 'fatal'].map((level) => [level, (obj: Record<string, unknown>, msg: string) => logged.push({ level, obj, msg })])),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  for (const [name, statuses] of Object.entries(ANSWERS)) receivers[name as keyof typeof ANSWERS] = await startReceiver({ statuses });
  t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: Object.values(receivers).map((r) => r.host).join(','), JOBS: 'off' } });
});
afterAll(async () => {
  await t.close();
  await Promise.all(Object.values(receivers).map((r) => r.close()));
});

const opened: WebhookDeliveries[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handler) => handler.close()));
});

/** A handler of its own over the app's database, on a clock the test moves; the jobs it sends are recorded. */
function handler(opts: { clock?: { now: Date }; lookup?: ResolveHost; timeoutMs?: number; secretKey?: string } = {}) {
  const sent: { deliveryId: string; startAfter?: Date }[] = [];
  const deliveries = new WebhookDeliveries({
    db: t.database.db,
    box: createTokenBox(opts.secretKey ?? t.config.secretKey),
    log,
    now: opts.clock ? () => opts.clock!.now : undefined,
    sender: async () =>
      createWebhookSender({ allowHosts: t.config.fetchAllowHosts, timeoutMs: opts.timeoutMs ?? 10_000, userAgent: 'InkwellWebhooks/test', lookup: opts.lookup }),
    send: async (deliveryId, startAfter) => void sent.push({ deliveryId, ...(startAfter && { startAfter }) }),
  });
  opened.push(deliveries);
  return { deliveries, sent };
}

/** A clock on a whole second a little after now (an HTTP date has whole seconds). */
function clockAfterNow() {
  return { now: new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000) };
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

describe('one run of the job', () => {
  it('is retried with back-off while the endpoint fails (500, 500, then 200): three attempts, one event id, a job sent for each retry', async () => {
    const clock = clockAfterNow();
    const { deliveries, sent } = handler({ clock });
    const hook = await endpoint(receivers.flaky.url);
    const { delivery_id, event_id } = await sendTest(hook);
    clock.now = new Date(Date.now() + 1000);
    const start = clock.now.getTime();

    expect(await deliveries.attempt(delivery_id)).toBe('retrying');
    let row = await delivery(delivery_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, lastError: 'The endpoint answered 500 Internal Server Error' });
    expect(row.nextAttemptAt!.getTime()).toBe(start + WEBHOOK_BACKOFF_MS[0]);
    expect(sent).toEqual([{ deliveryId: delivery_id, startAfter: row.nextAttemptAt }]);

    // A job that comes early (a duplicate, or sent by hand) finds nothing to send.
    clock.now = new Date(start + WEBHOOK_BACKOFF_MS[0] - 10_000);
    expect(await deliveries.attempt(delivery_id)).toBe('skipped');
    expect(receivers.flaky.received).toHaveLength(1);

    clock.now = new Date(start + WEBHOOK_BACKOFF_MS[0]);
    expect(await deliveries.attempt(delivery_id)).toBe('retrying');
    row = await delivery(delivery_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
    expect(row.nextAttemptAt!.getTime()).toBe(clock.now.getTime() + WEBHOOK_BACKOFF_MS[1]);
    expect(sent.at(-1)).toEqual({ deliveryId: delivery_id, startAfter: row.nextAttemptAt });

    clock.now = row.nextAttemptAt!;
    expect(await deliveries.attempt(delivery_id)).toBe('succeeded');
    row = await delivery(delivery_id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, lastError: null, nextAttemptAt: null });
    expect(sent).toHaveLength(2);
    // Once sent, any later job of it does nothing.
    expect(await deliveries.attempt(delivery_id)).toBe('skipped');

    expect(receivers.flaky.received).toHaveLength(3);
    for (const got of receivers.flaky.received) {
      expect(got.headers['webhook-id']).toBe(event_id);
      // Each attempt is signed afresh with its own timestamp.
      expect(verifyStandardWebhook(hook.secret, got, Number(got.headers['webhook-timestamp']))).toBe(true);
    }
    expect(new Set(receivers.flaky.received.map((r) => r.headers['webhook-timestamp'])).size).toBe(3);
    expect(logged.some((l) => l.level === 'warn' && l.msg === 'webhook delivery attempt failed: The endpoint answered 500 Internal Server Error')).toBe(true);
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} attempts on the documented schedule and is marked failed`, async () => {
    const clock = clockAfterNow();
    const { deliveries, sent } = handler({ clock });
    const hook = await endpoint(receivers.down.url);
    const { delivery_id } = await sendTest(hook);
    // The clock starts once the delivery is queued (at the real time), however slow the machine.
    clock.now = new Date(Date.now() + 1000);
    const waits: number[] = [];
    const retries: Date[] = [];
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      await deliveries.attempt(delivery_id);
      const row = await delivery(delivery_id);
      expect(row.attempts).toBe(attempt);
      if (row.nextAttemptAt) {
        waits.push(row.nextAttemptAt.getTime() - clock.now.getTime());
        retries.push(row.nextAttemptAt);
        clock.now = row.nextAttemptAt;
      }
    }
    expect(waits).toEqual([...WEBHOOK_BACKOFF_MS]);
    // A job for each retry, at its time; none after the last attempt.
    expect(sent).toEqual(retries.map((startAfter) => ({ deliveryId: delivery_id, startAfter })));
    expect(await delivery(delivery_id)).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, responseStatus: 503, nextAttemptAt: null });
    expect(receivers.down.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    clock.now = new Date(clock.now.getTime() + 24 * 3600_000);
    expect(await deliveries.attempt(delivery_id)).toBe('skipped');
    expect(receivers.down.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(logged.some((l) => l.msg.endsWith('(no attempts left)'))).toBe(true);
  });

  it('honours Retry-After on 429 and 503 (seconds or an HTTP date), never sooner than the schedule nor later than its longest wait', async () => {
    const clock = clockAfterNow();
    const { deliveries, sent } = handler({ clock });
    const hook = await endpoint(receivers.asking.url);
    const waitOf = async (deliveryId: string) => {
      const row = await delivery(deliveryId);
      return row.nextAttemptAt!.getTime() - clock.now.getTime();
    };
    const waits: number[] = [];
    const HTTP_DATE_WAIT = 3 * 3600_000;
    for (let i = 0; i < ANSWERS.asking.length; i++) {
      const { delivery_id } = await sendTest(hook);
      clock.now = new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000);
      // The receiver's third answer asks for a date three hours from the attempt's clock.
      ANSWERS.asking[2]!.headers['retry-after'] = new Date(clock.now.getTime() + HTTP_DATE_WAIT).toUTCString();
      expect(await deliveries.attempt(delivery_id)).toBe('retrying');
      waits.push(await waitOf(delivery_id));
      expect(sent.at(-1)).toEqual({ deliveryId: delivery_id, startAfter: (await delivery(delivery_id)).nextAttemptAt });
    }
    expect(waits).toEqual([
      120_000, // 503, 120 s: longer than the schedule's minute, so as asked
      WEBHOOK_BACKOFF_MS[0], // 429, 5 s: never sooner than the schedule
      HTTP_DATE_WAIT, // 503 with an HTTP date
      WEBHOOK_LONGEST_WAIT_MS, // 503, a year: no longer than the schedule's longest wait
      WEBHOOK_BACKOFF_MS[0], // 500: a Retry-After there is not a request to wait
      WEBHOOK_BACKOFF_MS[0], // 429 with a Retry-After that is neither: the schedule
    ]);
    const asked = logged.find((l) => l.obj.retryAfterSeconds === 120);
    expect(asked?.msg).toBe('webhook delivery attempt failed: The endpoint answered 503 Service Unavailable');
    expect(WEBHOOK_LONGEST_WAIT_MS).toBe(10 * 3600_000);
  });

  it('gives up on an endpoint that does not answer in time and says so', async () => {
    const { deliveries } = handler({ timeoutMs: 300 });
    const hook = await endpoint(receivers.silent.url);
    const { delivery_id } = await sendTest(hook);
    expect(await deliveries.attempt(delivery_id)).toBe('retrying');
    expect(await delivery(delivery_id)).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, lastError: 'No answer within 0.3 seconds' });
  });

  it('marks the delivery failed when the signing secret cannot be opened (another SECRET_KEY), sending nothing', async () => {
    const { deliveries, sent } = handler({ secretKey: 'another-secret-key-another-secret-key-0123' });
    const hook = await endpoint(receivers.ok.url);
    const before = receivers.ok.received.length;
    const { delivery_id } = await sendTest(hook);
    expect(await deliveries.attempt(delivery_id)).toBe('failed');
    expect(await delivery(delivery_id)).toMatchObject({
      status: 'failed',
      attempts: 0,
      nextAttemptAt: null,
      lastError: 'The signing secret could not be read; delete the endpoint and add it again',
    });
    expect(receivers.ok.received).toHaveLength(before);
    expect(sent).toEqual([]);
  });
});

describe('a creator who left Enterprise', () => {
  it('has their queued deliveries and retries dropped at pick-up, never sent, with the reason in the log', async () => {
    const clock = clockAfterNow();
    const { deliveries } = handler({ clock });
    const hook = await endpoint(receivers.leaver.url);
    const [owner] = await t.database.db.select({ userId: webhookEndpoints.userId }).from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    const retried = await sendTest(hook);
    clock.now = new Date(Date.now() + 1000);
    await deliveries.attempt(retried.delivery_id);
    expect(await delivery(retried.delivery_id)).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503 });
    expect(receivers.leaver.received).toHaveLength(1);
    const queued = await sendTest(hook);

    // As a cancelled subscription ends: through the accounts repository, which the sessions read.
    await t.app.accounts.setTier(owner!.userId, 'pro');
    clock.now = (await delivery(retried.delivery_id)).nextAttemptAt!;
    expect(await deliveries.attempt(retried.delivery_id)).toBe('failed');
    expect(await deliveries.attempt(queued.delivery_id)).toBe('failed');
    for (const id of [retried.delivery_id, queued.delivery_id]) {
      expect(await delivery(id)).toMatchObject({ status: 'failed', lastError: NOT_ON_PLAN, nextAttemptAt: null });
    }
    expect((await delivery(retried.delivery_id)).attempts).toBe(1);
    expect((await delivery(queued.delivery_id)).attempts).toBe(0);
    expect(receivers.leaver.received).toHaveLength(1);

    // Back on Enterprise, the log says why those were not sent.
    await t.app.accounts.setTier(owner!.userId, 'enterprise');
    const shown = (await t.app.inject({ url: `/api/webhooks/${hook.id}/deliveries`, headers: hook.auth })).json().deliveries;
    expect(shown.map((d: { error: string }) => d.error)).toEqual([NOT_ON_PLAN, NOT_ON_PLAN]);
    expect(NOT_ON_PLAN).toBe('Not sent: the account is no longer on the Enterprise plan');
  });
});

describe('the claim', () => {
  it('sends an attempt once when two runs of it start together (a duplicate job, or two instances)', async () => {
    const [a, b] = [handler(), handler()];
    const hook = await endpoint(receivers.ok.url);
    const before = receivers.ok.received.length;
    const { delivery_id } = await sendTest(hook);
    const results = await Promise.all([a.deliveries.attempt(delivery_id), b.deliveries.attempt(delivery_id)]);
    expect(results.sort()).toEqual(['skipped', 'succeeded']);
    expect(receivers.ok.received.slice(before).filter((r) => JSON.parse(r.body).data.endpoint_id === hook.id)).toHaveLength(1);
    expect((await delivery(delivery_id)).attempts).toBe(1);
  });

  it('does nothing for a delivery that is gone (its endpoint was deleted)', async () => {
    const { deliveries } = handler();
    const hook = await endpoint(receivers.ok.url);
    const { delivery_id } = await sendTest(hook);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${hook.id}`, headers: hook.auth })).statusCode).toBe(204);
    expect(await deliveries.attempt(delivery_id)).toBe('skipped');
  });
});

describe('a stopped run', () => {
  it('gives its attempt back uncounted, due at once, and sends its job again', async () => {
    const { deliveries, sent } = handler();
    const hook = await endpoint(receivers.stalling.url);
    const { delivery_id } = await sendTest(hook);
    const stopping = new AbortController();
    const run = deliveries.attempt(delivery_id, stopping.signal);
    await receivers.stalling.until(1);
    // While the attempt is out, the row is held: another run finds nothing to send.
    expect(await handler().deliveries.attempt(delivery_id)).toBe('skipped');
    stopping.abort(new Error('the instance is stopping'));
    expect(await run).toBe('released');
    const row = await delivery(delivery_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, responseStatus: null, lastError: null });
    expect(row.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(sent).toEqual([{ deliveryId: delivery_id }]);

    // The job sent again (here, by hand) makes the attempt; it is the first.
    expect(await handler().deliveries.attempt(delivery_id)).toBe('succeeded');
    expect(await delivery(delivery_id)).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200 });
    expect(receivers.stalling.received).toHaveLength(2);
  });

  it('that had not begun leaves the row alone and sends its job again', async () => {
    const { deliveries, sent } = handler();
    const hook = await endpoint(receivers.ok.url);
    const { delivery_id } = await sendTest(hook);
    const before = await delivery(delivery_id);
    const stopped = new AbortController();
    stopped.abort();
    expect(await deliveries.attempt(delivery_id, stopped.signal)).toBe('released');
    expect(await delivery(delivery_id)).toEqual(before);
    expect(sent).toEqual([{ deliveryId: delivery_id }]);
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
    const { deliveries } = handler({ lookup });
    const metadata = await endpoint('https://metadata.example.com/latest');
    const mixed = await endpoint('https://mixed.example.com/hooks', metadata.auth);
    const first = await sendTest(metadata);
    const second = await sendTest(mixed);
    await deliveries.attempt(first.delivery_id);
    await deliveries.attempt(second.delivery_id);
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
  });
});

describe('the sweep', () => {
  it('sends a job again for pending deliveries overdue by more than five minutes, and for no other', async () => {
    const { deliveries, sent } = handler();
    const hook = await endpoint(receivers.ok.url);
    const [lost, late, done] = [await sendTest(hook), await sendTest(hook), await sendTest(hook)];
    const now = Date.now();
    await t.database.db.execute(sql`update webhook_deliveries set next_attempt_at = ${new Date(now - LOST_AFTER_MS - 60_000)} where id = ${lost.delivery_id}`);
    await t.database.db.execute(sql`update webhook_deliveries set next_attempt_at = ${new Date(now - LOST_AFTER_MS + 60_000)} where id = ${late.delivery_id}`);
    await t.database.db.execute(sql`update webhook_deliveries set status = 'succeeded', next_attempt_at = ${new Date(now - 3600_000)} where id = ${done.delivery_id}`);
    expect(await deliveries.sweep()).toBeGreaterThanOrEqual(1);
    const swept = sent.map((s) => s.deliveryId);
    expect(swept).toContain(lost.delivery_id);
    expect(swept).not.toContain(late.delivery_id);
    expect(swept).not.toContain(done.delivery_id);
    expect(sent.every((s) => s.startAfter === undefined)).toBe(true);
  });
});
