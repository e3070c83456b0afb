import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { buildTestApp, openSecondInstance, openTestDatabase, signUp, type TestApp } from '../../test/build-test-app';
import { GatedRunner } from '../../test/gated-runner';
import { parseSse } from '../../test/sse';
import { InlineRunner } from '../../workers/pool';
import { SharedSlots, SLOT_LEASE_SECONDS } from './shared-slots';

// Issue 29: a creator's cap of 4 generations (and 4 open streams) at once is counted across instances,
// not per process. Two apps share one database, as two instances behind a load balancer do: on
// PostgreSQL (TEST_DATABASE_URL) each with its own connection pool; on PGlite, which one process owns,
// both apps in this process on the same database.

type Auth = Record<string, string>;
type Instance = { app: TestApp['app']; close(): Promise<void> };
const SSE = { accept: 'text/event-stream' };
const GENERATIONS_429 = 'You already have 4 generations running. Wait for one to finish and try again.';
const STREAMS_429 = 'You already have 4 drafts streaming. Wait for one to finish or close it, and try again.';

/** Another instance on `t`'s database: its own app, its own slots and instance name. */
async function secondInstance(t: TestApp): Promise<Instance> {
  if (t.databaseUrl) return openSecondInstance(t);
  const app = await buildApp({ config: { ...t.config, jobs: { ...t.config.jobs, run: false } }, database: t.database, workers: new InlineRunner() });
  await app.ready();
  return { app, close: () => app.close() };
}

async function slotRows(db: Db, userId: string): Promise<{ instance: string; kind: string; live: boolean }[]> {
  const result: unknown = await db.execute(
    sql`select instance, kind, expires_at > now() as live from activity_slots where user_id = ${userId} order by instance, kind`,
  );
  return (result as { rows: { instance: string; kind: string; live: boolean }[] }).rows;
}

/** Rows as an instance that was killed leaves them: nobody renews or deletes them. */
async function leftByDeadInstance(db: Db, userId: string, count: number, expiresInSeconds: number) {
  for (let i = 0; i < count; i++) {
    await db.execute(
      sql`insert into activity_slots (id, user_id, kind, instance, expires_at) values (${randomUUID()}, ${userId}, 'generation', 'killed-instance', now() + make_interval(secs => ${expiresInSeconds}))`,
    );
  }
}

describe('the per-creator caps across two instances on one database', () => {
  const runner = new GatedRunner();
  let t: TestApp;
  let second: Instance;
  beforeAll(async () => {
    t = await buildTestApp({ workers: runner });
    second = await secondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const generate = (app: TestApp['app'], auth: Auth, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/content/blog-post', payload: { word_count: 300, ...payload }, headers: { ...auth, ...headers } });
  const usage = async (auth: Auth) => (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().usage_counts;

  it('counts generations running on both instances against one cap of 4, and refuses the fifth on either before any quota is taken', async () => {
    const a = await signUp(t.app);
    // Two running on the first instance (held by the gated runner), two taken on the second.
    const running = [generate(t.app, a.auth, { topic: 'hold 1' }), generate(t.app, a.auth, { topic: 'hold 2' })];
    await vi.waitFor(() => expect(runner.held).toBe(2), { timeout: 10_000 });
    const held = [await second.app.content.takeGeneration(a.id), await second.app.content.takeGeneration(a.id)];
    expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 4, streams: 0 });
    expect(await second.app.content.inProgress(a.id)).toEqual({ generations: 4, streams: 0 });

    for (const app of [second.app, t.app]) {
      const fifth = await generate(app, a.auth, { topic: 'One more' });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({ detail: GENERATIONS_429 });
    }
    const streamed = await generate(second.app, a.auth, { topic: 'One more' }, SSE);
    expect(streamed.statusCode).toBe(429);
    expect(streamed.json()).toEqual({ detail: GENERATIONS_429 });
    // Only the two running hold a unit: the refused ones took none.
    expect((await usage(a.auth)).blog_posts).toBe(2);

    // One given back on the second instance: the next goes through there.
    await held[0]!();
    await held[0]!(); // a second release is a no-op
    const next = await generate(second.app, a.auth, { topic: 'After one finished' });
    expect(next.statusCode, next.body).toBe(200);

    await held[1]!();
    runner.open();
    for (const res of await Promise.all(running)) expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 0, streams: 0 }), { timeout: 10_000 });
    expect(await slotRows(t.database.db, a.id)).toEqual([]);
  });

  it('counts open streams on both instances against one cap of 4', async () => {
    const a = await signUp(t.app);
    const held = await Promise.all([1, 2, 3, 4].map((i) => (i % 2 ? t.app : second.app).content.takeStream(a.id)));
    const fifth = await second.app.inject({ method: 'POST', url: '/api/content/social-media', payload: { topic: 'One more' }, headers: { ...a.auth, ...SSE } });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ detail: STREAMS_429 });
    // A JSON answer takes no stream slot.
    expect((await second.app.inject({ method: 'POST', url: '/api/content/social-media', payload: { topic: 'As JSON' }, headers: a.auth })).statusCode).toBe(200);

    await held[0]!();
    const streamed = await second.app.inject({ method: 'POST', url: '/api/content/social-media', payload: { topic: 'Streamed' }, headers: { ...a.auth, ...SSE } });
    expect(streamed.statusCode).toBe(200);
    expect(parseSse(streamed.body).at(-1)?.event).toBe('done');
    for (const release of held) await release();
    await vi.waitFor(async () => expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 0, streams: 0 }), { timeout: 10_000 });
  });

  it('counts the slots of a killed instance until their lease runs out, and not after', async () => {
    const a = await signUp(t.app);
    // Killed a moment ago: its leases still run, so its 4 generations still count.
    await leftByDeadInstance(t.database.db, a.id, 4, SLOT_LEASE_SECONDS);
    expect(await second.app.content.inProgress(a.id)).toEqual({ generations: 4, streams: 0 });
    const refused = await generate(second.app, a.auth, { topic: 'While the lease runs' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: GENERATIONS_429 });

    // A minute later nobody has renewed them: they count no more, and the next take drops them.
    await t.database.db.execute(sql`update activity_slots set expires_at = now() - interval '1 second' where instance = 'killed-instance' and user_id = ${a.id}`);
    expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 0, streams: 0 });
    const releases = await Promise.all([1, 2, 3, 4].map((i) => (i % 2 ? t.app : second.app).content.takeGeneration(a.id)));
    expect((await slotRows(t.database.db, a.id)).filter((row) => row.instance === 'killed-instance')).toEqual([]);
    await expect(second.app.content.takeGeneration(a.id)).rejects.toMatchObject({ statusCode: 429, detail: GENERATIONS_429 });
    for (const release of releases) await release();
  });

  it("gives back a closed instance's slots at once", async () => {
    const a = await signUp(t.app);
    const other = await secondInstance(t);
    await other.app.content.takeGeneration(a.id);
    await other.app.content.takeStream(a.id);
    expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 1, streams: 1 });
    await other.close();
    expect(await t.app.content.inProgress(a.id)).toEqual({ generations: 0, streams: 0 });
    expect(await slotRows(t.database.db, a.id)).toEqual([]);
  });
});

describe('SharedSlots leases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const log = { warn() {} };
  const secondsLeft = async (userId: string) => {
    const result: unknown = await t.database.db.execute(
      sql`select instance, extract(epoch from expires_at - now())::float8 as seconds from activity_slots where user_id = ${userId} order by seconds`,
    );
    return (result as { rows: { instance: string; seconds: number }[] }).rows;
  };

  it('renews the rows this instance holds, lets a released or lost row lapse, and drops others that expired', async () => {
    const a = await signUp(t.app);
    const slots = new SharedSlots({ db: t.database.db, log, instance: 'renewing' });
    const release = await slots.take(a.id, 'generation', 4);
    const gone = await slots.take(a.id, 'generation', 4);
    expect(release).not.toBeNull();
    await gone!();
    // Its lease nearly over (as after a long pause), and a row of an instance that died.
    await t.database.db.execute(sql`update activity_slots set expires_at = now() + interval '1 second' where instance = 'renewing'`);
    await leftByDeadInstance(t.database.db, a.id, 1, -1);

    await slots.renew();
    const rows = await secondsLeft(a.id);
    expect(rows.map((row) => row.instance)).toEqual(['renewing']);
    expect(rows[0]!.seconds).toBeGreaterThan(SLOT_LEASE_SECONDS - 10);

    await release!();
    expect(await secondsLeft(a.id)).toEqual([]);
    await slots.close();
  });

  it('answers null at the cap, and a failed release is logged, never thrown', async () => {
    const a = await signUp(t.app);
    const warnings: string[] = [];
    const slots = new SharedSlots({ db: t.database.db, log: { warn: (_obj, msg) => warnings.push(msg) } });
    const first = await slots.take(a.id, 'stream', 1);
    expect(await slots.take(a.id, 'stream', 1)).toBeNull();
    expect(await slots.counts(a.id)).toEqual({ generation: 0, stream: 1 });

    // A database that went away (closed here) under a slot that was taken: the release still resolves.
    const lost = await openTestDatabase();
    await lost.migrate();
    await lost.db.execute(sql`insert into users (id, email, name) values (${a.id}, ${a.email}, ${a.name})`);
    const broken = new SharedSlots({ db: lost.db, log: { warn: (_obj, msg) => warnings.push(msg) } });
    const held = await broken.take(a.id, 'generation', 1);
    await lost.close();
    await expect(held!()).resolves.toBeUndefined();
    expect(warnings).toEqual(['could not give back a generation or stream slot']);
    await first!();
    await slots.close();
  });
});
