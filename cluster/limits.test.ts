import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../src/contract/messages';
import { DEFAULT_RATE_LIMITS } from '../src/server/config';
import { DEFAULT_CONTENT_LIMITS, tooManyGenerations } from '../src/server/modules/content/limits';
import { startLocalModelServer } from '../src/server/test/local-model-server';
import { parseSse } from '../src/server/test/sse';
import { startCluster, type Cluster } from './harness/cluster';
import { bodyOf, call, onEach, setTier, signUp, type Auth } from './harness/through-nginx';

// Issue 29, part 4: limits counted across three instances behind nginx, not once per instance. The
// login limit's counters are in Redis (src/server/rate-limit/rate-limits.ts); a creator's generations
// under way are rows in PostgreSQL (src/server/modules/content/shared-slots.ts), so three instances
// allow the same 4 at once as one.

const LOGIN_LIMIT = DEFAULT_RATE_LIMITS.loginPerAccountAddress.max;
const GENERATIONS = DEFAULT_CONTENT_LIMITS.generationsPerUser;
const TWEET = 'Tides turn twice a day, and your morning swim should know it. #Tides #OpenWater';
const SSE = { accept: 'text/event-stream' };

describe('limits counted across three instances behind nginx', () => {
  let cluster: Cluster;
  let model: Awaited<ReturnType<typeof startLocalModelServer>>;
  // A generation whose topic starts with "hold" is answered by the model only once the gate opens.
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));

  beforeAll(async () => {
    model = await startLocalModelServer('openai', (req) => ({ text: TWEET, chunks: 4, ...(req.prompt.includes('about: hold') ? { until: gate } : {}) }));
    cluster = await startCluster({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '240000', AI_MAX_RETRIES: '0' },
    });
  });
  afterAll(async () => {
    openGate?.();
    await cluster?.stop();
    await model?.close();
  });

  // Every check here comes from 127.0.0.1, which the per-address login limit (30) also counts: each starts
  // from no attempts at all, as a new client would.
  beforeEach(async () => {
    const redis = new Redis(cluster.redis.url);
    try {
      const keys = await redis.keys('inkwell:rl:*');
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    call(cluster, '/api/auth/login', { json: { email, password }, headers });

  it(`refuses failed logins spread over the instances at the ${LOGIN_LIMIT + 1}th try, not at ${3 * LOGIN_LIMIT + 1}`, async () => {
    const { creator } = await signUp(cluster);
    const landed = new Set<number>();
    for (let i = 1; i <= LOGIN_LIMIT; i++) {
      const res = await login(creator.email, `wrong-password-${i}`);
      expect(res.status, `try ${i}: ${await bodyOf(res)}`).toBe(401);
      landed.add(cluster.instanceOf(res));
    }
    // nginx's two workers each go round the three instances: ten tries reach all of them.
    expect([...landed].sort()).toEqual([0, 1, 2]);
    // Every further try is refused, on every instance, the right password included.
    await onEach(cluster, [0, 1, 2], () => login(creator.email, 'wrong-password-again'), async (res, on) => {
      expect(res.status, `a further try on instance ${on}: ${await bodyOf(res)}`).toBe(429);
      expect(await res.json()).toEqual({ detail: MESSAGES.tooManyRequests });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
    const right = await login(creator.email, creator.password);
    expect(right.status).toBe(429);
  });

  it('counts a client that sends its own X-Forwarded-For as the address nginx saw', async () => {
    const { creator } = await signUp(cluster);
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMIT + 1; i++) {
      const res = await login(creator.email, `wrong-password-${i}`, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429]);
  });

  it(`refuses a creator's ${GENERATIONS + 1}th generation at once on every instance while ${GENERATIONS} run, and takes one again once they finish`, async () => {
    const { creator } = await signUp(cluster);
    await setTier(cluster, creator, 'enterprise');
    const generate = (auth: Auth, topic: string, headers: Record<string, string> = {}) =>
      call(cluster, '/api/content/social-media', { auth, json: { topic, platform: 'twitter' }, headers });

    // Half of them as JSON, half streamed: both hold a generation until the model answers.
    const running = Array.from({ length: GENERATIONS }, (_, i) => generate(creator.auth, `hold ${i}`, i % 2 === 0 ? {} : SSE));
    await vi.waitFor(() => expect(model.received.length).toBe(GENERATIONS), { timeout: 60_000, interval: 100 });

    const refusal = { detail: tooManyGenerations(GENERATIONS).detail };
    await onEach(cluster, [0, 1, 2], () => generate(creator.auth, 'One more'), async (res, on) => {
      expect(res.status, `a fifth generation on instance ${on}: ${await bodyOf(res)}`).toBe(429);
      expect(await res.json()).toEqual(refusal);
    });
    const streamed = await generate(creator.auth, 'One more, streamed', SSE);
    expect(streamed.status).toBe(429);
    expect(streamed.headers.get('content-type')).toContain('application/json');
    expect(await streamed.json()).toEqual(refusal);
    // The refused ones never reached the model.
    expect(model.received).toHaveLength(GENERATIONS);

    openGate();
    const answers = await Promise.all(running);
    for (const [i, res] of answers.entries()) {
      const body = await res.text();
      expect(res.status, body).toBe(200);
      if (i % 2 === 0) expect(JSON.parse(body)).toMatchObject({ content: TWEET });
      else expect(parseSse(body).at(-1)?.event).toBe('done');
    }
    // They ran on more than one instance: four requests over two nginx workers reach at least two.
    expect(new Set(answers.map((res) => cluster.instanceOf(res))).size).toBeGreaterThanOrEqual(2);

    // Finished, they hold nothing: the next one goes through on whichever instance takes it.
    await vi.waitFor(
      async () => {
        const res = await generate(creator.auth, 'After');
        expect(res.status, await bodyOf(res)).toBe(200);
      },
      { timeout: 30_000, interval: 250 },
    );
    const me = (await (await call(cluster, '/api/auth/me', { auth: creator.auth })).json()) as { usage_counts: { social_posts: number } };
    expect(me.usage_counts.social_posts).toBe(GENERATIONS + 1);
  });
});
