import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registerSpa } from './spa';

// A built web app in miniature: the shell, a hashed script, a font, two prerendered pages.
const filler = (label: string) => `<p>${label}: ${'words that repeat and compress well '.repeat(40)}</p>`;
const SHELL = `<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div>${filler('shell')}</body></html>`;
const HOME = `<!doctype html><html><head><title>Home</title></head><body>${filler('home')}</body></html>`;
const PRICING = `<!doctype html><html><head><title>Pricing</title></head><body>${filler('pricing')}</body></html>`;
const SCRIPT = `export const value = ${JSON.stringify('x'.repeat(4000))};\n`;
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, ...Array.from({ length: 2000 }, (_, i) => (i * 7) % 256)]);

function writeWebApp(dir: string, manifest: unknown) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'prerendered'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/inter-abc123.woff2'), FONT);
  writeFileSync(join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`);
  writeFileSync(join(dir, 'prerendered/home.html'), HOME);
  writeFileSync(join(dir, 'prerendered/pricing.html'), PRICING);
  if (manifest !== undefined) writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(manifest));
}

function decode(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

const ROUTES = { routes: { '/': 'prerendered/home.html', '/pricing': 'prerendered/pricing.html' } };
let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'inkwell-spa-'));
  writeWebApp(webDir, ROUTES);
  await precompress(webDir);
  t = await buildTestApp({ webDir });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the build writes compressed copies of the compressible files only', () => {
  it('brotli and gzip beside html, js and svg; none for a font', () => {
    for (const file of ['index.html', 'assets/app-abc123.js', 'favicon.svg', 'prerendered/home.html', 'prerendered.json']) {
      expect(existsSync(join(webDir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(webDir, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(join(webDir, 'assets/inter-abc123.woff2.br'))).toBe(false);
  });
});

describe('static files', () => {
  it('sends the brotli copy of a hashed asset to a client that accepts it, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(decode(res)).toBe(SCRIPT);
  });

  it('sends gzip to a gzip-only client and the file itself to a client without Accept-Encoding', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(SCRIPT);
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get('/assets/app-abc123.js', acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('sends a font as it is, and revalidates files that are not hashed assets', async () => {
    const font = await get('/assets/inter-abc123.woff2', 'br, gzip');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.equals(FONT)).toBe(true);
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const res = await get('/assets/app-abc123.js', 'br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });
});

describe('pages', () => {
  it('answers a prerendered route with its page, compressed, revalidated on every visit', async () => {
    for (const [url, html] of [['/', HOME], ['/pricing', PRICING], ['/pricing/', PRICING], ['/pricing?plan=pro', PRICING], ['/?utm_source=x', HOME]] as const) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(decode(res), url).toBe(html);
    }
    const plain = await get('/pricing');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRICING);
    const gz = await get('/pricing', 'gzip');
    expect(decode(gz)).toBe(PRICING);
  });

  it('answers every other page path with the app shell, compressed the same way', async () => {
    for (const url of ['/dashboard', '/login', '/pricing/annual', '/reset-password?token=abc']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(decode(res), url).toBe(SHELL);
    }
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL);
  });

  it('answers HEAD for pages, and leaves unknown /api paths JSON 404s', async () => {
    for (const url of ['/', '/dashboard']) {
      const head = await get(url, 'br', 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.body).toBe('');
    }
    const api = await get('/api/nope', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found' });
    const post = await t.app.inject({ method: 'POST', url: '/pricing' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Not found' });
  });
});

describe('a prerendered.json the build got wrong', () => {
  it.each([
    ['a file outside the web app', { routes: { '/': '../../etc/passwd' } }],
    ['a missing file', { routes: { '/': 'prerendered/nope.html' } }],
    ['an API path', { routes: { '/api/health': 'prerendered/home.html' } }],
    ['no routes', { pages: [] }],
  ])('stops the start: %s', async (_label, manifest) => {
    const dir = mkdtempSync(join(tmpdir(), 'inkwell-spa-bad-'));
    cpSync(webDir, dir, { recursive: true });
    writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(manifest));
    const app = Fastify();
    await expect(registerSpa(app, dir)).rejects.toThrow(/prerendered\.json/);
    await app.close();
  });

  it('without a manifest every page path gets the shell', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkwell-spa-plain-'));
    writeWebApp(dir, undefined);
    const app = Fastify();
    await registerSpa(app, dir);
    const res = await app.inject({ url: '/pricing', headers: { 'accept-encoding': 'br' } });
    expect(res.body).toBe(SHELL);
    expect(res.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
