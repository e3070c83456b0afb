import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, type RateLimitStore } from './limiter';
import { RedisRateLimitStore } from './redis-store';

const rule = { max: 3, windowMs: 1000 };

async function behavesAsFixedWindow(store: RateLimitStore, key: string, advance: () => Promise<void>) {
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await store.hit(key, rule));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect(results[3]!.retryAfterMs).toBeGreaterThan(0);
  expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(1000);
  expect((await store.hit(`${key}:other`, rule)).allowed).toBe(true);
  await advance();
  expect((await store.hit(key, rule)).allowed).toBe(true);
}

describe('MemoryRateLimitStore', () => {
  it('counts a fixed window per key', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    await behavesAsFixedWindow(store, 'k', async () => {
      now += 1001;
    });
  });
});

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new Socket();
    s.setTimeout(300);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.connect(port, '127.0.0.1');
  });
}

const redisUp = await reachable(6379);

describe.skipIf(!redisUp)('RedisRateLimitStore (local Redis on 6379)', () => {
  it('counts a fixed window per key, shared by every instance', async () => {
    const a = new RedisRateLimitStore('redis://127.0.0.1:6379');
    const b = new RedisRateLimitStore('redis://127.0.0.1:6379');
    const key = `test:${Date.now()}:${Math.random()}`;
    expect((await a.hit(key, rule)).allowed).toBe(true);
    expect((await b.hit(key, rule)).allowed).toBe(true);
    await a.close();
    await behavesAsFixedWindow(b, `${key}:2`, () => new Promise((r) => setTimeout(r, 1100)));
    await b.close();
  });
});
