import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPublicDocument } from './public-document';
import { DOCS_CSS, DOCS_INIT_JS, docsPageHtml, themeSwaggerCss } from './docs-page';

type Asset = { type: string; load: () => Promise<Buffer | string> };

function packageDir(name: string): string {
  return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
}

/**
 * Everything the reference page loads, served by the app from its own packages (no CDN): the page
 * works under the app's Content-Security-Policy as it is (scripts, styles and fonts from 'self' only,
 * no inline script). Swagger UI's stylesheet is served themed (docs-page.ts); Inter is the app's font.
 */
const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    load: async () => themeSwaggerCss(await readFile(join(packageDir('swagger-ui-dist'), 'swagger-ui.css'), 'utf8')),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    load: () => readFile(join(packageDir('swagger-ui-dist'), 'swagger-ui-bundle.js')),
  },
  'inter.woff2': {
    type: 'font/woff2',
    load: () => readFile(join(packageDir('@fontsource-variable/inter'), 'files', 'inter-latin-wght-normal.woff2')),
  },
  'docs.css': { type: 'text/css; charset=utf-8', load: async () => DOCS_CSS },
  'docs.js': { type: 'text/javascript; charset=utf-8', load: async () => DOCS_INIT_JS },
};
/** The same for everyone and versioned with the packages: a day in any cache. */
const CACHE_PUBLIC = 'public, max-age=86400';

/** GET /api/openapi.json (the public API document) and GET /api/docs (the interactive reference). */
export async function docsRoutes(app: FastifyInstance, opts: { baseUrl: string }) {
  let document: Record<string, unknown> | undefined;
  const loaded = new Map<string, Promise<Buffer | string>>();

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
    const asset = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!asset) return reply.code(404).send({ detail: 'Not found' });
    let body = loaded.get(file);
    if (!body) {
      body = asset.load();
      loaded.set(file, body);
      body.catch(() => loaded.delete(file));
    }
    return reply.type(asset.type).header('cache-control', CACHE_PUBLIC).send(await body);
  });
}
