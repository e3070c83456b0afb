import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { metricsCron } from '../plugins/infrastructure';
import { openTestDatabase } from '../test/build-test-app';
import { JobLayer, type JobLayerOptions } from './job-layer';
import pino from 'pino';
import { jobLogFields, runForRequest } from '../lib/request-context';

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as never;
const NO_CRON: JobLayerOptions['schedules'] = { publishRecovery: null, metricsRefresh: null, mediaCleanup: null };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** pg-boss's row of a job, read straight from its table. */
async function jobRow(database: Database, jobId: string) {
  const { rows } = await database.executeSql('select state, retry_count, output from pgboss.job where id = $1', [jobId]);
  return rows[0] as { state: string; retry_count: number; output: { error?: string } | null } | undefined;
}

describe('the job layer (pg-boss on the app’s database)', () => {
  let database: Database & { url?: string };
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(async () => database.close());

  it('runs a job sent on this instance at once, waits for a delayed start, and refuses a payload its definition does not allow', async () => {
    const layer = new JobLayer({ database, log, pollSeconds: 0.5, schedules: NO_CRON });
    const seen: { id: string; at: number }[] = [];
    layer.handle('webhookDelivery', async ({ deliveryId }) => void seen.push({ id: deliveryId, at: Date.now() }));
    await layer.start();
    try {
      await layer.send('webhookDelivery', { deliveryId: id(1) });
      await vi.waitFor(() => expect(seen.map((s) => s.id)).toContain(id(1)), { timeout: 20_000 });
      const later = new Date(Date.now() + 1500);
      await layer.send('webhookDelivery', { deliveryId: id(3) }, { startAfter: later });
      await vi.waitFor(() => expect(seen.map((s) => s.id)).toContain(id(3)), { timeout: 20_000 });
      expect(seen.find((s) => s.id === id(3))!.at).toBeGreaterThanOrEqual(later.getTime() - 50);
      await expect(layer.send('webhookDelivery', { deliveryId: 'not-a-uuid' })).rejects.toThrow();
      await vi.waitFor(async () => expect(await layer.pending('webhookDelivery')).toBe(0), { timeout: 20_000 });
    } finally {
      await layer.stop();
    }
  }, 60_000);

  it('starts a job this instance sent for later at its time, without waiting for the next poll', async () => {
    const layer = new JobLayer({ database, log, pollSeconds: 60, schedules: NO_CRON });
    const seen: number[] = [];
    layer.handle('webhookDelivery', async () => void seen.push(Date.now()));
    await layer.start();
    try {
      const later = new Date(Date.now() + 1500);
      await layer.send('webhookDelivery', { deliveryId: id(50) }, { startAfter: later });
      await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 30_000 });
      expect(seen[0]).toBeGreaterThanOrEqual(later.getTime() - 50);
      // Well before the next poll (a minute after the start).
      expect(seen[0]! - later.getTime()).toBeLessThan(30_000);
    } finally {
      await layer.stop();
    }
  }, 60_000);

  it('fails a run that threw, for pg-boss to retry after the definition’s delay, with the error kept', async () => {
    const layer = new JobLayer({ database, log, pollSeconds: 0.5, schedules: NO_CRON });
    layer.handle('webhookDelivery', async () => {
      throw new Error('the endpoint’s database is down');
    });
    await layer.start();
    try {
      const jobId = (await layer.send('webhookDelivery', { deliveryId: id(10) }))!;
      await vi.waitFor(async () => expect((await jobRow(database, jobId))?.state).toBe('retry'), { timeout: 20_000 });
      expect((await jobRow(database, jobId))?.output?.error).toBe('the endpoint’s database is down');
    } finally {
      await layer.stop();
    }
  }, 60_000);

  it('fills a queue’s slots side by side, and never more than its concurrency', async () => {
    const layer = new JobLayer({ database, log, pollSeconds: 0.5, schedules: NO_CRON });
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    let done = 0;
    layer.handle('webhookDelivery', async () => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => release.push(resolve));
      running--;
      done++;
    });
    await layer.start();
    try {
      for (let n = 0; n < 6; n++) await layer.send('webhookDelivery', { deliveryId: id(20 + n) });
      // webhookDelivery runs 4 at once: four wait, the other two are not taken yet.
      await vi.waitFor(() => expect(running).toBe(4), { timeout: 20_000 });
      release.splice(0).forEach((r) => r());
      await vi.waitFor(() => expect(running).toBe(2), { timeout: 20_000 });
      release.splice(0).forEach((r) => r());
      await vi.waitFor(() => expect(done).toBe(6), { timeout: 20_000 });
      expect(most).toBe(4);
    } finally {
      await layer.stop();
    }
  }, 60_000);

  it('a stopping instance lets a run finish within the grace, then aborts the rest and gives them back for a retry', async () => {
    const layer = new JobLayer({ database, log, pollSeconds: 0.5, schedules: NO_CRON, stopGraceMs: 300 });
    let started = 0;
    let aborted = false;
    layer.handle('webhookDelivery', async (_payload, { signal }) => {
      started++;
      await new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => ((aborted = true), reject(signal.reason as Error))));
    });
    await layer.start();
    const jobId = (await layer.send('webhookDelivery', { deliveryId: id(30) }))!;
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 20_000 });
    await layer.stop();
    expect(aborted).toBe(true);
    const row = await jobRow(database, jobId);
    expect(row?.state).toBe('retry');
    expect(row?.output?.error).toBe('the instance is stopping');
  }, 60_000);

  it('a stopping instance waits for a run that ends within the grace, and records it as done', async () => {
    const layer = new JobLayer({ database, log, pollSeconds: 0.5, schedules: NO_CRON, stopGraceMs: 20_000 });
    let finish: (() => void) | undefined;
    let aborted = false;
    layer.handle('webhookDelivery', async (_payload, { signal }) => {
      signal.addEventListener('abort', () => (aborted = true));
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await layer.start();
    const jobId = (await layer.send('webhookDelivery', { deliveryId: id(40) }))!;
    await vi.waitFor(() => expect(finish).toBeDefined(), { timeout: 20_000 });
    const stopped = layer.stop();
    finish!();
    await stopped;
    expect(aborted).toBe(false);
    expect((await jobRow(database, jobId))?.state).toBe('completed');
  }, 60_000);

  it('two instances on one database never run the same job twice', async () => {
    // A second instance: on PostgreSQL its own pool; on PGlite, the same embedded database.
    const other: Database = database.url ? openDatabase({ kind: 'postgres', url: database.url, maxConnections: 5 }) : database;
    const runs = new Map<string, number>();
    const handler = async ({ deliveryId }: { deliveryId: string }) => {
      runs.set(deliveryId, (runs.get(deliveryId) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    const a = new JobLayer({ database, log, pollSeconds: 0.5, schedules: NO_CRON });
    const b = new JobLayer({ database: other, log, pollSeconds: 0.5, schedules: NO_CRON });
    a.handle('webhookDelivery', handler);
    b.handle('webhookDelivery', handler);
    await a.start();
    await b.start();
    try {
      const ids = Array.from({ length: 40 }, (_, n) => id(100 + n));
      await Promise.all(ids.map((deliveryId, n) => (n % 2 ? a : b).send('webhookDelivery', { deliveryId })));
      await vi.waitFor(() => expect(runs.size).toBe(40), { timeout: 30_000 });
      const completed = async () =>
        (await database.executeSql(`select count(*)::int as n from pgboss.job where state = 'completed' and data->>'deliveryId' = any($1::text[])`, [ids])).rows[0].n as number;
      await vi.waitFor(async () => expect(await completed()).toBe(40), { timeout: 20_000 });
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
      if (other !== database) await other.close();
    }
  }, 90_000);

  it('carries the id of the request that sent a job into its run’s log lines and into the jobs the run sends', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ mixin: jobLogFields }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const layer = new JobLayer({ database, log: logger, pollSeconds: 0.5, schedules: NO_CRON });
    layer.handle('webhookDelivery', async ({ deliveryId }) => {
      logger.info({ deliveryId }, 'delivering');
      // A run that sends the next job (a publish's retry, a webhook's next attempt).
      if (deliveryId === id(80)) await layer.send('webhookDelivery', { deliveryId: id(81) });
    });
    await layer.start();
    try {
      const first = await runForRequest('req-80-0123456789', () => layer.send('webhookDelivery', { deliveryId: id(80) }));
      const unrelated = await layer.send('webhookDelivery', { deliveryId: id(82) });
      const delivering = (n: number) => lines.find((line) => line.msg === 'delivering' && line.deliveryId === id(n));
      await vi.waitFor(() => [80, 81, 82].forEach((n) => expect(delivering(n)).toBeDefined()), { timeout: 20_000 });
      expect(delivering(80)).toMatchObject({ requestId: 'req-80-0123456789', jobId: first, queue: 'webhook-delivery' });
      expect(delivering(81)).toMatchObject({ requestId: 'req-80-0123456789', queue: 'webhook-delivery' });
      expect(delivering(81)!.jobId).not.toBe(first);
      expect(delivering(82)).toMatchObject({ jobId: unrelated, queue: 'webhook-delivery' });
      expect(delivering(82)).not.toHaveProperty('requestId');
    } finally {
      await layer.stop();
    }
  }, 60_000);

  it('keeps each job’s cron in the database, and removes one a configuration turns off', async () => {
    const layer = new JobLayer({ database, log, schedules: { metricsRefresh: '*/2 * * * *', mediaCleanup: null } });
    layer.handle('metricsRefresh', async () => {});
    layer.handle('mediaCleanup', async () => {});
    layer.handle('publishRecovery', async () => {});
    await layer.start();
    await layer.stop();
    const { rows } = await database.executeSql('select name, cron from pgboss.schedule order by name', []);
    expect(rows).toEqual([
      { name: 'metrics-refresh', cron: '*/2 * * * *' },
      { name: 'publish-recovery', cron: '* * * * *' },
    ]);
  }, 60_000);

  it('brings a queue whose settings differ from its definition back to them as it starts', async () => {
    await database.executeSql(`update pgboss.queue set retry_limit = 99, expire_seconds = 7 where name = 'webhook-delivery'`, []);
    const layer = new JobLayer({ database, log, schedules: NO_CRON });
    await layer.start();
    await layer.stop();
    const { rows } = await database.executeSql(`select retry_limit, expire_seconds from pgboss.queue where name = 'webhook-delivery'`, []);
    expect(rows).toEqual([{ retry_limit: 3, expire_seconds: 120 }]);
  }, 60_000);
});

describe('metricsCron', () => {
  it('turns METRICS_INTERVAL_SECONDS into whole minutes, 0 into no schedule', () => {
    expect(metricsCron(0)).toBeNull();
    expect(metricsCron(60_000)).toBe('* * * * *');
    expect(metricsCron(20_000)).toBe('* * * * *');
    expect(metricsCron(300_000)).toBe('*/5 * * * *');
    expect(metricsCron(24 * 3600_000)).toBe('*/59 * * * *');
  });
});
