import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { buildTestApp, newUser, signUp, type TestApp } from '../../../test/build-test-app';
import { connectDemo, pngBytes } from '../../../test/social-helpers';
import { KEY_ROUTES, openApiPath } from '../key-scope';
import { API_EXAMPLES, findExample, type ApiExample } from './api-examples';

type Operation = { security?: unknown[]; description?: string; 'x-codeSamples'?: Array<{ lang: string; label: string; source: string }> };

const ARTICLE = `<!doctype html><html><head><title>Oyster reefs</title></head><body><article><h1>Oyster reefs</h1>${'<p>Along the Gulf Coast, towns are rebuilding oyster reefs to protect their shorelines. The reefs absorb wave energy before it reaches marshes and beaches, and volunteers measured far less marsh loss behind them within a year.</p>'.repeat(6)}</article></body></html>`;

let t: TestApp;
let page: Server;
let pageUrl: string;
let doc: { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, Record<string, string>> }; info: { description: string } };

beforeAll(async () => {
  page = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const { port } = page.address() as AddressInfo;
  pageUrl = `http://127.0.0.1:${port}/articles/oyster-reefs`;
  t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: `127.0.0.1:${port}`, APP_URL: 'https://inkwell.example' } });
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => page.close(resolve));
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));

describe('GET /api/openapi.json', () => {
  it('is public and describes the bearer key', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info.description).toContain('Authorization: Bearer ink_');
  });

  it('lists every endpoint a key may call, and the key routes, and nothing else', () => {
    const listed = operations().map(({ method, path }) => `${method} ${path}`);
    const registered = new Set(Object.keys((t.app.swagger() as unknown as { paths: object }).paths).map(openApiPath));
    const expected = KEY_ROUTES.filter((route) => registered.has(openApiPath(route.url))).map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(listed).toEqual(expect.arrayContaining([...expected, 'POST /api/keys', 'GET /api/keys', 'DELETE /api/keys/{id}']));
    expect(listed).toHaveLength(expected.length + 3);
    expect(listed.some((op) => /auth|payments|webhooks/.test(op))).toBe(false);
    for (const { method, path, op } of operations()) {
      expect(op.security, `${method} ${path}`).toEqual([path.startsWith('/api/keys') ? { session: [] } : { apiKey: [] }]);
    }
  });

  it('carries a curl and a TypeScript example for every operation', () => {
    for (const { method, path, op } of operations()) {
      const samples = op['x-codeSamples'] ?? [];
      expect(samples.map((s) => s.lang), `${method} ${path}`).toEqual(['Shell', 'TypeScript']);
      const [curl, ts] = samples.map((s) => s.source);
      expect(curl).toContain(`https://inkwell.example${path.replace(/\{\w+\}/, '$')}`.split('$')[0]);
      expect(curl).toContain('Authorization: Bearer $INKWELL_');
      expect(ts).toContain('await fetch(');
      expect(op.description).toContain('```bash');
      expect(op.description).toContain('```ts');
      const example = findExample(method, path)!;
      if (example.body) {
        expect(curl).toContain(JSON.stringify(example.body).replaceAll("'", `'\\''`));
        expect(ts).toContain(JSON.stringify(example.body, null, 2).split('\n')[1]!.trim());
      }
    }
  });
});

/** Sends an example as its samples do. */
async function send(example: ApiExample, auth: Record<string, string>, params: Record<string, string> = {}) {
  let url = example.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  if (example.query) url += `?${new URLSearchParams(example.query).toString()}`;
  if (example.upload) {
    const form = new FormData();
    const bytes = example.upload.contentType === 'image/png' ? pngBytes() : Buffer.from(ARTICLE.replace(/<[^>]+>/g, ' '));
    form.append('file', new Blob([new Uint8Array(bytes)], { type: example.upload.contentType }), example.upload.fileName);
    for (const [name, value] of Object.entries(example.upload.fields ?? {})) form.append(name, value);
    const body = new Response(form);
    return t.app.inject({
      method: example.method,
      url,
      headers: { ...auth, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
  }
  let body = example.body;
  // The one example that names an outside page reads a local one here (tests reach only loopback).
  if (body && 'url' in body) body = { ...body, url: pageUrl };
  return t.app.inject({ method: example.method, url, headers: auth, ...(body ? { payload: body } : {}) });
}

describe('every example works', () => {
  it('answers each documented example with success', async () => {
    const user = await signUp(t.app, newUser());
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, user.id));
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const created = await t.app.inject({ method: 'POST', url: '/api/keys', headers: user.auth, payload: { name: 'Docs' } });
    const keyAuth = { authorization: `Bearer ${created.json().key}` };

    const documented = operations().map(({ method, path }) => findExample(method, path));
    expect(documented.every(Boolean)).toBe(true);
    for (const example of documented as ApiExample[]) {
      // A path's `{id}` is a thing of its own kind, made for it: a voice to read, a spare key to revoke.
      const maker = example.path.startsWith('/api/voices') ? { url: '/api/voices', payload: { name: 'Maya' } } : { url: '/api/keys', payload: { name: 'Spare' } };
      const spare = example.params ? (await t.app.inject({ method: 'POST', headers: user.auth, ...maker })).json().id : undefined;
      const res = await send(example, example.auth === 'key' ? keyAuth : user.auth, spare ? { id: spare } : {});
      expect(res.statusCode, `${example.method} ${example.path}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
      if (example.path === '/api/social/publish') expect(res.json().successful_publications).toBe(2);
    }
    // An example no documented route answers would be dead text.
    const paths = new Set(operations().map(({ method, path }) => `${method} ${path}`));
    for (const example of API_EXAMPLES) expect(paths.has(`${example.method} ${example.path}`), example.path).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page from the app, under its Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    // No inline script, nothing from another origin.
    expect(res.body).not.toMatch(/<script>(?!<\/script>)|<script[^>]*>[^<]/);
    expect(res.body).not.toMatch(/(src|href)="https?:/);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'docs.js', 'docs.css', 'inter.woff2']) {
      const file = await t.app.inject({ url: `/api/docs/assets/${asset}` });
      expect(file.statusCode, asset).toBe(200);
      expect(file.headers['content-type']).toMatch(asset.endsWith('.js') ? /javascript/ : asset.endsWith('.css') ? /css/ : /font\/woff2/);
      expect(file.headers['cache-control']).toBe('public, max-age=86400');
    }
    for (const file of ['..%2Fpackage.json', 'constructor', '__proto__']) {
      const refused = await t.app.inject({ url: `/api/docs/assets/${file}` });
      expect(refused.statusCode, file).toBe(404);
    }
    const missing = await t.app.inject({ url: '/api/docs/assets/..%2Fpackage.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Not found');
  });
});

describe('the API reference looks like the app', () => {
  const asset = async (file: string) => (await t.app.inject({ url: `/api/docs/assets/${file}` })).body;

  it("has the app's header: the Inkwell logo and name, and links back to the app", async () => {
    const html = (await t.app.inject({ url: '/api/docs' })).body;
    expect(html).toMatch(/<a class="ink-brand" href="\/dashboard"><svg aria-hidden="true" class="ink-logo"[^>]*>.*<\/svg><span class="ink-name">Inkwell<\/span>/);
    expect(html).toContain('<a class="ink-back" href="/dashboard">Back to Inkwell</a>');
    expect(html).toContain('<a href="/developers">API keys</a>');
  });

  it('loads only same-origin assets (links, scripts, styles, fonts), under a CSP that allows nothing else for them', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    const references = [...res.body.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(references.length).toBeGreaterThan(5);
    for (const ref of references) expect(ref, ref).toMatch(/^\/(?!\/)|^#/);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toMatch(/style-src 'self' /);
    for (const file of ['docs.css', 'swagger-ui.css']) {
      const urls = [...(await asset(file)).matchAll(/url\(\s*["']?([^"')]*)/g)].map((m) => m[1]!);
      for (const url of urls) expect(url, `${file}: ${url}`).toMatch(/^(\/(?!\/)|data:|#)/);
      expect(await asset(file), file).not.toMatch(/@import/);
    }
  });

  it("sets Inter and the app's palette, light and dark (by prefers-color-scheme), on Swagger UI's own rules", async () => {
    const css = await asset('docs.css');
    expect(css).toMatch(/@font-face\s*{[^}]*font-family: "Inter Variable";[^}]*src: url\("\/api\/docs\/assets\/inter\.woff2"\)/);
    expect(css).toMatch(/:root\s*{[^}]*--ink-page: #f9fafb;[^}]*--ink-accent: #4f46e5;/);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\s*{\s*:root\s*{[^}]*--ink-page: #030712;[^}]*--ink-text: #f3f4f6;/);
    // A real dark theme, not the light one inverted.
    expect(css).not.toContain('invert(0.9)');

    const swagger = await asset('swagger-ui.css');
    expect(swagger).toContain('color:var(--ink-text)');
    expect(swagger).toContain('font-family:var(--ink-font)');
    expect(swagger).not.toMatch(/(?<![-\w])color:#3b4151[;}]/);
    expect(swagger).not.toMatch(/font-family:sans-serif[;}]/);

    const font = await t.app.inject({ url: '/api/docs/assets/inter.woff2' });
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});
