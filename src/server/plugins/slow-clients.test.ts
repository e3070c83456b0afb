import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// Issue 7, item 8: a client that sends its headers or body slowly is cut off; it never holds a
// connection open indefinitely. The limits are shortened here; production's are in config.ts.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    config: { http: { headersTimeoutMs: 1_000, requestTimeoutMs: 1_500, idleTimeoutMs: 10_000, keepAliveTimeoutMs: 1_000, checkIntervalMs: 200, workDeadlineMs: 5_000 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Opens a connection, writes `head` at once, then one byte of `drip` every 250 ms until the server closes it. */
function trickle(head: string, drip: string): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (d) => (received += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
  });
  socket.on('connect', () => {
    socket.write(head);
    let i = 0;
    timer = setInterval(() => {
      if (!socket.writable) return;
      socket.write(drip[i % drip.length]!);
      i += 1;
    }, 250);
  });
  return { socket, closed };
}

describe('slow clients', () => {
  it('closes a connection whose headers never finish (slowloris)', async () => {
    const { closed } = trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'abcdefgh');
    const answer = await closed;
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a connection whose body trickles in, answering 408', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const { closed } = trickle(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    const answer = await closed;
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('keeps serving others while 100 slow clients are held, and closes every one of them', async () => {
    const slow = Array.from({ length: 100 }, () =>
      trickle('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":', 'x'),
    );
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    await Promise.all(slow.map((s) => s.closed));
    expect(slow.every((s) => s.socket.destroyed)).toBe(true);
  });
});
