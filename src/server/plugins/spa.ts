import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors';
import { readStaticPage, sendStaticPage, type StaticPage } from './static-page';

/** Where the build lists the pages it prerendered: `{"routes": {"/pricing": "prerendered/pricing.html", …}}`. */
export const PRERENDERED_MANIFEST = 'prerendered.json';

/**
 * The prerendered pages of the build, by route path. A manifest the build got wrong stops the start
 * with its name, rather than serving a page from the wrong place.
 */
function readPrerendered(webDir: string): Map<string, StaticPage> {
  const manifest = join(webDir, PRERENDERED_MANIFEST);
  const pages = new Map<string, StaticPage>();
  if (!existsSync(manifest)) return pages;
  const fail = (why: string) => new Error(`${manifest}: ${why}`);
  let routes: unknown;
  try {
    routes = (JSON.parse(readFileSync(manifest, 'utf8')) as { routes?: unknown }).routes;
  } catch (err) {
    throw fail((err as Error).message);
  }
  if (typeof routes !== 'object' || routes === null) throw fail('expected {"routes": {"/path": "file.html"}}');
  for (const [path, file] of Object.entries(routes)) {
    if (!/^\/[^?#]*$/.test(path) || path === '/api' || path.startsWith('/api/')) throw fail(`not a page path: ${path}`);
    const absolute = resolve(webDir, String(file));
    if (typeof file !== 'string' || relative(webDir, absolute).startsWith('..') || !existsSync(absolute)) {
      throw fail(`no such page file for ${path}: ${String(file)}`);
    }
    // One route answers both /pricing and /pricing/ (the router ignores a trailing slash).
    pages.set(path.length > 1 ? path.replace(/\/+$/, '') : path, readStaticPage(absolute));
  }
  return pages;
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated; the
 * brotli or gzip copy the build wrote beside a file when the client accepts it. Prerendered public
 * pages (the build's prerendered.json) are answered as they are; every other page path gets
 * index.html, and the client router takes over. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDirOption: string | undefined) {
  const webDir = webDirOption === undefined ? undefined : resolve(webDirOption);
  const indexFile = webDir === undefined ? undefined : join(webDir, 'index.html');
  const shell = indexFile && existsSync(indexFile) ? readStaticPage(indexFile) : undefined;
  if (webDir && shell) {
    const prerendered = readPrerendered(webDir);
    const assetsDir = join(webDir, 'assets') + sep;
    await app.register(async (scope) => {
      // The app's files are public by this scope's own definition.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), public: true };
      });
      await scope.register(fastifyStatic, {
        root: webDir,
        serve: false,
        index: false,
        preCompressed: true,
        setHeaders(res, path) {
          const immutable = path.startsWith(assetsDir);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // One route for every file, looked up when asked for (a route per built file took a good part of
      // a cold start to list and register). A path that is no file, or a folder, falls through to the
      // not-found handler below.
      scope.get('/*', async (request, reply) => {
        const path = (request.params as { '*': string })['*'];
        if (path === '' || path.endsWith('/')) return reply.callNotFound();
        return reply.sendFile(path);
      });
      for (const [path, page] of prerendered) {
        scope.get(path, async (request, reply) => sendStaticPage(request, reply, page));
      }
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return apiNotFound(reply);
    if (shell && (request.method === 'GET' || request.method === 'HEAD')) return sendStaticPage(request, reply, shell);
    return apiNotFound(reply);
  });
}
