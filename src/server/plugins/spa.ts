import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors';

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every other page path so
 * the client router takes over. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDir: string | undefined) {
  const indexFile = webDir === undefined ? undefined : join(webDir, 'index.html');
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  if (webDir && indexHtml) {
    await app.register(async (scope) => {
      // The app's files are public by this scope's own definition.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), public: true };
      });
      await scope.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          const immutable = path.includes(`${join(webDir, 'assets')}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return apiNotFound(reply);
    if (indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return apiNotFound(reply);
  });
}
