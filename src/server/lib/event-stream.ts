import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contract/messages';
import { HttpError } from './http-error';

/** A stream that cannot take more text for this long (a client that stopped reading) is closed. */
export const STREAM_STALL_MS = 30_000;

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
export function eventStream<E extends { event: string; data: unknown } = { event: string; data: unknown }>(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { stallMs?: number } = {},
) {
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
    send(message: E): void | Promise<void> {
      if (!opened || res.writableEnded || res.destroyed) return;
      if (!res.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`)) return drained();
    },
    end() {
      if (opened && !res.writableEnded) res.end();
    },
    /** Stops the work as a client's disconnect would (a draining instance at its deadline). */
    abort(reason: Error) {
      controller.abort(reason);
    },
  };
}

export type EventStream<E extends { event: string; data: unknown }> = ReturnType<typeof eventStream<E>>;

/**
 * Answers a request whose work can stream: with `Accept: text/event-stream` the work runs on an event
 * stream (opened by the work itself, once nothing can fail as a plain answer any more: quota taken,
 * input read), ending with a `done` event or an `error` event; otherwise it is a plain JSON answer.
 * The user's stream slot (`takeStream`, which throws its own 429) is held until the response is over.
 */
export async function respondStreamed<E extends { event: string; data: unknown }, R>(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: {
    takeStream: () => Promise<() => Promise<void>>;
    /** The work; `stream` is null for a plain JSON answer. */
    run: (stream: EventStream<E> | null) => Promise<R>;
    done: (result: R) => E;
    error: (failure: { detail: string; status: number }) => E;
  },
): Promise<R | FastifyReply> {
  if (!wantsEventStream(req)) return opts.run(null);

  const release = await opts.takeStream();
  // The release never rejects (modules/content/shared-slots.ts): nothing waits for it here.
  const releaseStream = () => void release();
  reply.raw.once('close', releaseStream);
  if (reply.raw.closed || reply.raw.destroyed) releaseStream();
  const stream = eventStream<E>(req, reply);
  // A draining instance ends the streams still open at its deadline (plugins/drain.ts): the client gets
  // the error event first, then the work stops as on a disconnect.
  let interrupted: HttpError | undefined;
  const unlist = req.server.openStreams?.add({
    interrupt(failure) {
      interrupted = new HttpError(failure.status, failure.detail, { 'retry-after': '5' });
      void stream.send(opts.error(failure));
      stream.abort(new Error('the instance is shutting down'));
    },
  });
  try {
    const result = await opts.run(stream);
    // The last events need no wait for the client: end() below flushes what is buffered.
    void stream.send(opts.done(result));
  } catch (err) {
    // Before the stream opened (quota, validation) the error is an ordinary JSON answer.
    if (!stream.opened) throw interrupted ?? err;
    if (err instanceof HttpError) {
      if (err.logDetail) req.log.warn({ status: err.statusCode }, err.logDetail);
      void stream.send(opts.error({ detail: err.detail, status: err.statusCode }));
    } else if (!stream.signal.aborted) {
      req.log.error({ err }, 'streamed request failed');
      void stream.send(opts.error({ detail: MESSAGES.serverError, status: 500 }));
    }
  } finally {
    unlist?.();
    stream.end();
  }
  return reply;
}
