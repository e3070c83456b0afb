import type { FastifyInstance } from 'fastify';

/**
 * API answers carry tokens and creators' data: no cache (browser, proxy, CDN) may keep them. A route
 * whose answer is public and the same for everyone may set its own Cache-Control.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
}
