import { Redis } from 'ioredis';
import type { RateRule } from '../config';
import type { HitResult, RateLimitStore } from './limiter';

/** Fixed-window counters in Redis, shared by every instance (DESIGN §2, scaling out). */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.redis.on('error', () => {
      // ioredis reconnects by itself; a failed hit surfaces as a rejected promise.
    });
  }

  async hit(key: string, rule: RateRule): Promise<HitResult> {
    const k = `inkwell:rl:${key}`;
    const result = await this.redis.multi().incr(k).pexpire(k, rule.windowMs, 'NX').pttl(k).exec();
    if (!result) throw new Error('redis transaction aborted');
    const count = Number(result[0]?.[1]);
    const ttl = Number(result[2]?.[1]);
    return { allowed: count <= rule.max, retryAfterMs: ttl > 0 ? ttl : rule.windowMs };
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}
