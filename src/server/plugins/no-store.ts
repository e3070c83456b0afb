import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-path';

/**
 * API answers carry tokens and creators' data: no cache (browser, proxy, CDN) may keep them. A route
 * whose answer is public and the same for everyone may set its own Cache-Control.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    done();
  });
}
