import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isWellFormedRequestId, runForRequest } from '../lib/request-context';

/**
 * Fastify's genReqId: the load balancer's X-Request-Id when it is well formed (one id follows a request
 * from nginx through the app to the jobs it starts), else a new UUID. Fastify's own `requestIdHeader`
 * would take any header value as it comes, spaces and kilobytes included, straight into every log line.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return isWellFormedRequestId(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request id (X-Request-Id), which every log line of the request carries as
 * `reqId`; the handler runs in the request's context, so that a job it sends carries the id too.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The last hook before the handler (body read, session resolved): what the handler awaits runs inside.
  app.addHook('preHandler', (request, _reply, done) => runForRequest(request.id, done));
}
