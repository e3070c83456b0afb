import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPublicDocument } from './public-document';
import { DOCS_CSS, DOCS_INIT_JS, docsPageHtml } from './docs-page';

/**
 * Swagger UI's files, served by the app from the swagger-ui-dist package (no CDN): the page works
 * under the app's Content-Security-Policy as it is (scripts from 'self' only, no inline script).
 */
const VENDOR_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};
const OWN_FILES: Record<string, { type: string; body: string }> = {
  'docs.css': { type: 'text/css; charset=utf-8', body: DOCS_CSS },
  'docs.js': { type: 'text/javascript; charset=utf-8', body: DOCS_INIT_JS },
};
/** The same for everyone and versioned with the package: a day in any cache. */
const CACHE_PUBLIC = 'public, max-age=86400';

function vendorDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** GET /api/openapi.json (the public API document) and GET /api/docs (the interactive reference). */
export async function docsRoutes(app: FastifyInstance, opts: { baseUrl: string }) {
  let document: Record<string, unknown> | undefined;
  const vendor = new Map<string, Promise<Buffer>>();

  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    // Built once, on first use: every route is registered by then.
    document ??= buildPublicDocument(app.swagger() as unknown as Record<string, unknown>, { baseUrl: opts.baseUrl });
    return reply.header('cache-control', 'public, max-age=300').send(document);
  });

  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(docsPageHtml()),
  );

  app.get<{ Params: { file: string } }>('/api/docs/assets/:file', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const { file } = req.params;
    const own = OWN_FILES[file];
    if (own) return reply.type(own.type).header('cache-control', CACHE_PUBLIC).send(own.body);
    const type = VENDOR_FILES[file];
    if (!type) return reply.code(404).send({ detail: 'Not found' });
    let body = vendor.get(file);
    if (!body) {
      body = readFile(join(vendorDir(), file));
      vendor.set(file, body);
      body.catch(() => vendor.delete(file));
    }
    return reply.type(type).header('cache-control', CACHE_PUBLIC).send(await body);
  });
}
