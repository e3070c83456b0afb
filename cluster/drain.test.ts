import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalModelServer } from '../src/server/test/local-model-server';
import { parseSse } from '../src/server/test/sse';
import { startCluster, type Cluster } from './harness/cluster';
import { bodyOf, call, setTier, signUp, type Auth } from './harness/through-nginx';

// Issue 29, part 4: "an instance drained with SIGTERM loses no request in flight". A steady load goes
// through nginx (drafts written, generations answered whole or streamed by a model that takes a few
// seconds), one instance is sent SIGTERM while it has streams open, and the load goes on until it has
// exited and after: every request is answered 2xx, every write is in the database once, the instance
// exits 0 and logs its drain's phases (src/server/plugins/drain.ts), and the others take what follows.

const TWEET = 'Tides turn twice a day, and your morning swim should know it. #Tides #OpenWater';
/** The instance drained. */
const DRAINED = 1;
/** Workers, each a creator of its own (a creator's 4 generations at once are not what this is about). */
const STREAMING = 6;
const ANSWERING = 2;
const WRITING = 3;

type Kind = 'stream' | 'generation' | 'draft';

interface Outcome {
  kind: Kind;
  /** The draft's text or the generation's topic: what the database must hold once. */
  key: string;
  startedAt: number;
  /** When the response's headers came (a stream's open), and when its body ended. */
  headersAt?: number;
  endedAt?: number;
  instance?: number;
  status?: number;
  body?: string;
  error?: string;
}

describe('an instance drained with SIGTERM behind nginx', () => {
  let cluster: Cluster;
  let model: Awaited<ReturnType<typeof startLocalModelServer>>;

  beforeAll(async () => {
    // About three seconds a generation: the first text after 1.5 s, then four pieces 0.4 s apart.
    model = await startLocalModelServer('openai', () => ({ text: TWEET, chunks: 4, firstTokenDelayMs: 1_500, delayMs: 400 }));
    cluster = await startCluster({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '60000', AI_MAX_RETRIES: '0' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await model?.close();
  });

  /** The demo connection of X (no platform credentials are set), as the browser makes it through nginx. */
  async function connectDemoX(auth: Auth): Promise<void> {
    const start = await call(cluster, '/api/social/oauth/twitter', { auth, headers: { referer: `${cluster.url}/social-accounts` } });
    expect(start.status, await bodyOf(start)).toBe(200);
    const cookie = start.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
    const state = new URL(((await start.json()) as { authorization_url: string }).authorization_url).searchParams.get('state')!;
    const authorize = await call(cluster, '/api/social/demo/authorize', { auth, json: { platform: 'twitter', state }, headers: { origin: cluster.url } });
    expect(authorize.status, await bodyOf(authorize)).toBe(200);
    const callback = new URL(((await authorize.json()) as { redirect_url: string }).redirect_url);
    const landing = await call(cluster, `${callback.pathname}${callback.search}`, { headers: { cookie }, redirect: 'manual' });
    expect(landing.status, await bodyOf(landing)).toBe(302);
    expect(new URL(landing.headers.get('location')!, cluster.url).searchParams.get('oauth_success')).toBe('true');
  }

  it('answers every request, writes each once, exits 0 and leaves the rest to the others', async () => {
    const stamp = Date.now().toString(36);
    const kinds: Kind[] = [...Array<Kind>(STREAMING).fill('stream'), ...Array<Kind>(ANSWERING).fill('generation'), ...Array<Kind>(WRITING).fill('draft')];
    const creators: Auth[] = [];
    for (const [i, kind] of kinds.entries()) {
      const { creator } = await signUp(cluster, `Drain creator ${i + 1}`);
      await setTier(cluster, creator, 'enterprise');
      // A post, even a draft, names a platform whose account is connected.
      if (kind === 'draft') await connectDemoX(creator.auth);
      creators.push(creator.auth);
    }

    const outcomes: Outcome[] = [];
    let n = 0;
    /** One request of its kind through nginx, recorded whatever becomes of it. */
    async function request(kind: Kind, auth: Auth): Promise<void> {
      const key = `${kind} ${++n} ${stamp}`;
      const outcome: Outcome = { kind, key, startedAt: Date.now() };
      outcomes.push(outcome);
      try {
        const res =
          kind === 'draft'
            ? await call(cluster, '/api/posts', { auth, json: { text: `Draft ${key}`, platforms: ['twitter'], draft: true } })
            : await call(cluster, '/api/content/social-media', { auth, json: { topic: key, platform: 'twitter' }, headers: kind === 'stream' ? { accept: 'text/event-stream' } : {} });
        outcome.headersAt = Date.now();
        outcome.instance = cluster.instanceOf(res);
        outcome.status = res.status;
        outcome.body = await res.text();
      } catch (err) {
        outcome.error = String((err as Error).cause ?? err);
      } finally {
        outcome.endedAt = Date.now();
      }
    }

    let stop = false;
    const workers = kinds.map(async (kind, i) => {
      while (!stop) await request(kind, creators[i]!);
    });
    const instance = cluster.instances[DRAINED]!;
    // The streams open on the instance now: their headers came from it, their end not yet.
    const openStreamsThere = () => outcomes.filter((o) => o.kind === 'stream' && o.instance === DRAINED && o.endedAt === undefined);
    try {
      await vi.waitFor(
        () => {
          expect(outcomes.filter((o) => o.endedAt !== undefined).length, 'requests answered before the drain').toBeGreaterThanOrEqual(20);
          expect(openStreamsThere().length, `streams open on instance ${DRAINED}`).toBeGreaterThanOrEqual(2);
        },
        { timeout: 120_000, interval: 20 },
      );
      const signalledAt = Date.now();
      const exitCode = await instance.terminate();
      const exitedAt = Date.now();
      expect(exitCode, instance.output().slice(-4000)).toBe(0);
      // The load goes on after the exit: what follows goes to the other two.
      await vi.waitFor(() => expect(outcomes.filter((o) => o.startedAt > exitedAt && o.endedAt !== undefined).length).toBeGreaterThanOrEqual(30), {
        timeout: 120_000,
        interval: 50,
      });
      stop = true;
      await Promise.all(workers);

      // Every request answered, 2xx, whole: no 502 or 503 from nginx, no connection reset.
      const failed = outcomes.filter((o) => o.error !== undefined || o.status === undefined || o.status < 200 || o.status > 299);
      expect(failed.map((o) => `${o.kind} on ${o.instance}: ${o.status ?? o.error} ${o.body?.slice(0, 200) ?? ''}`)).toEqual([]);
      for (const o of outcomes) {
        if (o.kind === 'stream') expect(parseSse(o.body!).at(-1)?.event, `${o.key} on instance ${o.instance}: ${o.body}`).toBe('done');
        if (o.kind === 'generation') expect(JSON.parse(o.body!), o.key).toMatchObject({ content: TWEET });
      }

      // What was in flight on the instance at the signal, and was answered by it: the streams counted above
      // and any other request it took before the signal and answered after.
      const inFlight = outcomes.filter((o) => o.instance === DRAINED && o.startedAt < signalledAt && o.endedAt! > signalledAt);
      expect(inFlight.filter((o) => o.kind === 'stream').length).toBeGreaterThanOrEqual(2);
      // Nothing that started after the exit reached it.
      const after = outcomes.filter((o) => o.startedAt > exitedAt);
      expect(after.filter((o) => o.instance === DRAINED)).toEqual([]);
      expect(new Set(after.map((o) => o.instance))).toEqual(new Set([0, 1, 2].filter((i) => i !== DRAINED)));

      // Each write in the database exactly once: every draft a post, every generation a history item.
      const drafts = outcomes.filter((o) => o.kind === 'draft').map((o) => `Draft ${o.key}`);
      const posts = await cluster.database.query<{ text: string; n: number }>('select text, count(*)::int as n from posts where text like $1 group by text', [`Draft % ${stamp}`]);
      expect(posts.filter((row) => row.n !== 1)).toEqual([]);
      expect(posts.map((row) => row.text).sort()).toEqual([...drafts].sort());
      const topics = outcomes.filter((o) => o.kind !== 'draft').map((o) => o.key);
      const items = await cluster.database.query<{ topic: string; n: number }>('select topic, count(*)::int as n from contents where topic like $1 group by topic', [`% ${stamp}`]);
      expect(items.filter((row) => row.n !== 1)).toEqual([]);
      expect(items.map((row) => row.topic).sort()).toEqual([...topics].sort());

      // The drain's phases in its log, in order, with no deadline reached and no forced exit.
      const phases = instance.logLines().flatMap((line) => (typeof line.phase === 'string' ? [line.phase] : []));
      expect(phases).toEqual(['signal', 'draining', 'closing', 'stopping', 'closed']);

      const on = (i: number) => outcomes.filter((o) => o.instance === i).length;
      console.info(
        `drain: ${outcomes.length} requests (${kinds.length} at a time: ${STREAMING} streamed generations, ${ANSWERING} whole, ${WRITING} writing drafts), ` +
          `${on(0)}/${on(1)}/${on(2)} answered by the three; ${inFlight.length} in flight on instance ${DRAINED} at SIGTERM ` +
          `(${inFlight.map((o) => o.kind).join(', ')}); it exited ${((exitedAt - signalledAt) / 1000).toFixed(1)} s after the signal; ${after.length} requests after its exit`,
      );
    } finally {
      stop = true;
      await Promise.allSettled(workers);
    }
  });
});
