import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { MESSAGES } from '../../contract/messages';
import type { RateRule } from '../config';
import { HttpError } from '../lib/http-error';

/**
 * Fixed-window rate limits through @fastify/rate-limit: counters in a bounded LRU in memory, or in
 * Redis (shared by every instance) when REDIS_URL is set. A route lists its limits in order, widest
 * first (per address, then per account on that address); the first one that refuses stops the count,
 * so a refused client creates no further keys.
 */

/** Keys each limit keeps in memory at most; the oldest are dropped first (no Redis). */
export const MEMORY_KEYS_PER_LIMIT = 20_000;

declare module 'fastify' {
  interface FastifyInstance {
    limit(name: string, rule: RateRule, key: (request: FastifyRequest) => string): Limit;
  }
}

type Check = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;
export interface Limit {
  name: string;
  check(request: FastifyRequest): Promise<Check>;
}

/** The client's address as a rate-limit key: IPv4 as is, IPv6 by its /64 (one host's whole range). */
export const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

export async function registerRateLimits(app: FastifyInstance, opts: { redisUrl: string | undefined }) {
  // ioredis is loaded only when REDIS_URL is set (a faster start otherwise).
  const redis: Redis | undefined = opts.redisUrl
    ? new (await import('ioredis')).Redis(opts.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5_000 })
    : undefined;
  // ioredis reconnects by itself; a failed count surfaces in check() and is answered 503.
  redis?.on('error', () => undefined);
  await app.register(rateLimit, { global: false, cache: MEMORY_KEYS_PER_LIMIT, ...(redis ? { redis, nameSpace: 'inkwell:rl:' } : {}) });
  app.decorate('limit', (name: string, rule: RateRule, key: (request: FastifyRequest) => string): Limit => {
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:${key(request)}`,
      // Each limit keeps its own bounded store (read by the library's LocalStore.child).
      ...({ cache: MEMORY_KEYS_PER_LIMIT } as object),
    });
    return { name, check };
  });
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => undefined);
  });
}

/**
 * Counts one attempt against each limit in turn and stops at the first that refuses (429 with
 * Retry-After). The answer carries the tightest limit's RateLimit-Limit/-Remaining/-Reset headers.
 */
export async function enforce(request: FastifyRequest, reply: FastifyReply, limits: Limit[]): Promise<void> {
  let tightest: Extract<Check, { isAllowed: false }> | undefined;
  for (const limit of limits) {
    let result: Check;
    try {
      result = await limit.check(request);
    } catch (err) {
      request.log.error({ err, limit: limit.name }, 'rate-limit store failed');
      throw new HttpError(503, 'The service is briefly unavailable. Please try again in a moment.', { 'retry-after': '5' });
    }
    if (result.isAllowed) continue;
    if (result.isExceeded) {
      const headers = { ...rateHeaders(result), 'ratelimit-remaining': '0', 'retry-after': String(Math.max(1, result.ttlInSeconds)) };
      throw new HttpError(429, MESSAGES.tooManyRequests, headers);
    }
    if (!tightest || result.remaining < tightest.remaining) tightest = result;
  }
  if (tightest) reply.headers(rateHeaders(tightest));
}

function rateHeaders(result: Extract<Check, { isAllowed: false }>): Record<string, string> {
  return {
    'ratelimit-limit': String(result.max),
    'ratelimit-remaining': String(result.remaining),
    'ratelimit-reset': String(Math.max(0, result.ttlInSeconds)),
  };
}
