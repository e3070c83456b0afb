import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventStream } from './event-stream';

const CHUNK = 'x'.repeat(100_000);
const ATTEMPTED = 1_000; // 100 MB if nothing held the writer back

describe('eventStream backpressure', () => {
  const app = Fastify();
  const state = { written: 0, aborted: false, finished: false };

  beforeAll(async () => {
    app.post('/stream', async (req, reply) => {
      const stream = eventStream(req, reply, { stallMs: 300 });
      stream.open();
      try {
        for (let i = 0; i < ATTEMPTED && !stream.signal.aborted; i++) {
          await stream.send({ event: 'delta', data: { text: CHUNK } });
          state.written += CHUNK.length;
        }
      } finally {
        state.aborted = stream.signal.aborted;
        state.finished = true;
        stream.end();
      }
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('waits for a client that does not read, and drops it once it has stalled, without queueing the rest', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    // The request, and then never a byte read.
    socket.pause();
    socket.write('POST /stream HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nContent-Length: 0\r\n\r\n');

    await vi.waitFor(() => expect(state.finished).toBe(true), { timeout: 20_000 });
    expect(state.aborted).toBe(true);
    // What the kernel's socket buffers took, not the 100 MB the writer had to send.
    expect(state.written).toBeLessThan((ATTEMPTED * CHUNK.length) / 4);
    // The server ended the connection: once the client reads what was buffered, it meets the end.
    socket.resume();
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 10_000 });
  });
});
