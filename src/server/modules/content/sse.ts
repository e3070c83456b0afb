import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationEvent } from '../../../contract/content';

export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * Server-sent events on a hijacked reply. `open` sends the headers (with the security headers the
 * reply already carries); nothing is written before it, so an error until then is a normal JSON answer.
 */
export function eventStream(request: FastifyRequest, reply: FastifyReply) {
  let opened = false;
  const controller = new AbortController();
  // The response's close, not the request's: Node closes the request as soon as its body is read.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client closed the connection'));
  });
  return {
    signal: controller.signal,
    get opened() {
      return opened;
    },
    open() {
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      opened = true;
    },
    send(message: GenerationEvent) {
      if (!opened || reply.raw.writableEnded) return;
      reply.raw.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
    },
    end() {
      if (opened && !reply.raw.writableEnded) reply.raw.end();
    },
  };
}
