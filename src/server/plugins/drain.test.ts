import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledServer, startServerProcess, type ServerProcess } from '../test/server-process';
import { startLocalModelServer } from '../test/local-model-server';
import { parseSse } from '../test/sse';

// Issue 29: "an instance drained with SIGTERM loses no request in flight". The compiled server runs as a
// child process with a model that streams slowly; two generations are streaming when it gets SIGTERM.
// While it drains, /api/ready says 503 and everything else is still served; then its listener closes
// (new connections refused) while the two streams finish, and it exits 0.

const POST = 'Tides turn twice a day, and your morning swim should know it. #Tides #OpenWater';
/** How long each stream takes at the model: longer than the drain, so that it is still going when the listener closes. */
const CHUNKS = 12;
const CHUNK_MS = 500;

/** What a new TCP connection to the server gets: 'connected' or its error's code. */
function tryConnect(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

describe('SIGTERM drains the instance', () => {
  let model: Awaited<ReturnType<typeof startLocalModelServer>>;
  let build: Awaited<ReturnType<typeof compiledServer>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    model = await startLocalModelServer('openai', () => ({ text: POST, chunks: CHUNKS, delayMs: CHUNK_MS }));
    build = await compiledServer();
    server = await startServerProcess(build, {
      SECRET_KEY: 'drain-test-secret-key-drain-test-0123456789',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
      DRAIN_SECONDS: '2',
      JOB_STOP_GRACE_SECONDS: '30',
      METRICS_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'info',
    });
  }, 300_000);

  afterAll(async () => {
    await server?.kill();
    await model?.close();
    build?.remove();
  });

  it('answers not ready, finishes the streams in flight, refuses new connections once closed, and exits 0', async () => {
    const { url } = server!;
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Drain Test', email: 'drain@example.com', password: 'secret-password' }),
    });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const { access_token } = (await signup.json()) as { access_token: string };
    const generate = () =>
      fetch(`${url}/api/content/social-media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ topic: 'tides', platform: 'twitter' }),
      }).then(async (res) => ({ status: res.status, events: parseSse(await res.text()) }));

    const streams = [generate(), generate()];
    // Both are under way at the model before the signal.
    await vi.waitFor(() => expect(model.received).toHaveLength(2), { timeout: 30_000, interval: 50 });

    const exited = server!.terminate();
    // Draining: not ready (the load balancer takes it out), yet still serving everything else.
    await vi.waitFor(
      async () => {
        const ready = await fetch(`${url}/api/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ detail: 'The instance is shutting down' });
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    // Then the listener closes while the streams are still going: a new connection is refused.
    await vi.waitFor(async () => expect(await tryConnect(url)).toBe('ECONNREFUSED'), { timeout: 15_000, interval: 100 });
    expect(server!.child.exitCode).toBeNull();

    for (const { status, events } of await Promise.all(streams)) {
      expect(status).toBe(200);
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { content: POST, engine: 'openai-compatible' } });
      expect(events.filter((e) => e.event === 'error')).toEqual([]);
    }
    expect(await exited).toBe(0);

    // One JSON line per phase, in order.
    const phases = server!
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { phase?: string }).phase)
      .filter(Boolean);
    expect(phases).toEqual(['signal', 'draining', 'closing', 'stopping', 'closed']);
  }, 120_000);
});
