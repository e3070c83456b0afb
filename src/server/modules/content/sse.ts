import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationEvent } from '../../../contract/content';
import { STREAM_STALL_MS } from './limits';

export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * Server-sent events on a hijacked reply. `open` sends the headers (with the security headers the
 * reply already carries); nothing is written before it, so an error until then is a normal JSON answer.
 *
 * `send` respects backpressure: when the socket's buffer is full (the client reads slower than the
 * text comes, or not at all) it answers a promise that settles once the buffer has drained, so the
 * writer waits instead of queueing text in memory. A client that takes no text for STREAM_STALL_MS
 * is disconnected, which aborts the generation like any other disconnect.
 */
export function eventStream(request: FastifyRequest, reply: FastifyReply, opts: { stallMs?: number } = {}) {
  const stallMs = opts.stallMs ?? STREAM_STALL_MS;
  let opened = false;
  const controller = new AbortController();
  const res = reply.raw;
  // The response's close, not the request's: Node closes the request as soon as its body is read.
  const onClose = () => {
    if (!res.writableFinished) controller.abort(new Error('client closed the connection'));
  };
  res.on('close', onClose);
  if (res.closed || res.destroyed) onClose();

  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      const timer = setTimeout(() => {
        request.log.warn('closing a stream its client stopped reading');
        res.destroy();
      }, stallMs);
      res.on('drain', done);
      res.on('close', done);
    });

  return {
    signal: controller.signal,
    get opened() {
      return opened;
    },
    open() {
      reply.hijack();
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        // A creator's draft: no cache may keep it.
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // The client learns at once that its stream is open, before the first text (a model may take a while).
      res.flushHeaders();
      opened = true;
    },
    /** Writes one event; answers a promise to wait on when the client is not keeping up. */
    send(message: GenerationEvent): void | Promise<void> {
      if (!opened || res.writableEnded || res.destroyed) return;
      if (!res.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`)) return drained();
    },
    end() {
      if (opened && !res.writableEnded) res.end();
    },
  };
}
