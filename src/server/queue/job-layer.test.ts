import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/build-test-app';
import { JobLayer } from './job-layer';

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as never;

describe('the job layer (pg-boss on the app’s database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(async () => database.close());

  it('runs a job sent on this instance at once, retries one that threw, and waits for a delayed start', async () => {
    const layer = new JobLayer({ database, log, pollSeconds: 0.5, schedules: { publishRecovery: null, metricsRefresh: null, mediaCleanup: null } });
    const seen: { id: string; retry: number; at: number }[] = [];
    layer.handle('webhookDelivery', async ({ deliveryId }, ctx) => {
      seen.push({ id: deliveryId, retry: ctx.retryCount, at: Date.now() });
      if (deliveryId.endsWith('2') && ctx.retryCount === 0) throw new Error('first run fails');
    });
    await layer.start();
    try {
      await layer.send('webhookDelivery', { deliveryId: '00000000-0000-4000-8000-000000000001' });
      await vi.waitFor(() => expect(seen.map((s) => s.id)).toContain('00000000-0000-4000-8000-000000000001'), { timeout: 20_000 });
      const later = new Date(Date.now() + 1500);
      await layer.send('webhookDelivery', { deliveryId: '00000000-0000-4000-8000-000000000003' }, { startAfter: later });
      await vi.waitFor(() => expect(seen.map((s) => s.id)).toContain('00000000-0000-4000-8000-000000000003'), { timeout: 20_000 });
      expect(seen.find((s) => s.id.endsWith('3'))!.at).toBeGreaterThanOrEqual(later.getTime() - 50);
      await expect(layer.send('webhookDelivery', { deliveryId: 'not-a-uuid' })).rejects.toThrow();
    } finally {
      await layer.stop();
    }
  }, 60_000);
});
