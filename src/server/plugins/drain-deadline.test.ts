import { connect, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { usage, usageReservations } from '../db/schema';
import { buildTestApp, signUp, type TestApp } from '../test/build-test-app';
import { startLocalModelServer } from '../test/local-model-server';
import { drainAndClose } from './drain';

// The drain's deadline, in this process (plugins/drain.ts): a stream still open when the grace is over gets
// the error event the web app shows and its work stops as on a client's disconnect (its quota unit given
// back), and a request that arrives on a connection already open while the instance closes is served
// (with Connection: close), not refused with Fastify's bare 503.

/** One connection on which requests are written as the test goes (HTTP/1.1 pipelining); all the server sends on it. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let buffer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (buffer += chunk));
  const connected = new Promise<void>((resolve) => socket.once('connect', resolve));
  return {
    send: async (request: string) => void (await connected, socket.write(request)),
    received: () => buffer,
    ended: new Promise<string>((resolve) => socket.once('close', () => resolve(buffer))),
  };
}

describe('the drain’s deadline', () => {
  let model: Awaited<ReturnType<typeof startLocalModelServer>>;
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    // A stream far longer than the grace: 60 pieces, a second apart.
    model = await startLocalModelServer('openai', () => ({ text: 'Tides turn twice a day, and your swim should know it. #Tides #OpenWater', chunks: 60, delayMs: 1_000 }));
    t = await buildTestApp({ env: { AI_BASE_URL: model.baseUrl, AI_MODEL: 'test-model', AI_MAX_RETRIES: '0', JOBS: 'off' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('ends a stream still open with the restarting error, refunds its quota, and serves a request on an open connection', async () => {
    const user = await signUp(t.app);
    const body = JSON.stringify({ topic: 'tides', platform: 'twitter' });
    const connection = rawConnection(Number(new URL(url).port));
    await connection.send(
      `POST /api/content/social-media HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${user.auth.authorization}\r\n` +
        `Content-Type: application/json\r\nAccept: text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await vi.waitFor(() => expect(model.received).toHaveLength(1), { timeout: 20_000, interval: 20 });
    await vi.waitFor(() => expect(connection.received()).toContain('event: delta'), { timeout: 20_000, interval: 20 });
    // The unit is reserved while the draft is written.
    expect(await t.database.db.select().from(usageReservations).where(eq(usageReservations.userId, user.id))).toHaveLength(1);

    const closing = drainAndClose(t.app, { drainMs: 0, graceMs: 1_500 });
    await vi.waitFor(() => expect(t.app.drain.closing).toBe(true));
    // The listener is closed; this request comes on the stream's connection, still open.
    await connection.send('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await closing;
    const received = await connection.ended;
    const [stream, late] = received.split(/(?=HTTP\/1\.1 )/);
    expect(stream).toMatch(/^HTTP\/1\.1 200 /);
    expect(stream).toContain(`event: error\ndata: ${JSON.stringify({ detail: MESSAGES.restarting, status: 503 })}\n\n`);
    expect(stream).not.toContain('event: done');
    // Served, not Fastify's bare 503 of a closing server; and the connection closes after it.
    expect(late).toMatch(/^HTTP\/1\.1 200 /);
    expect(late!.toLowerCase()).toContain('connection: close');
    expect(late).toContain('"ai_engine":"openai-compatible"');

    // Given back as on a client's disconnect: nothing reserved, nothing counted.
    expect(await t.database.db.select().from(usageReservations).where(eq(usageReservations.userId, user.id))).toEqual([]);
    const counted = await t.database.db.select().from(usage).where(eq(usage.userId, user.id));
    expect(counted.reduce((sum, row) => sum + row.count, 0)).toBe(0);
  }, 60_000);
});
