import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { PRIVATE_PATHS, PUBLIC_PAGES } from './robots';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { APP_URL: 'https://inkwell.example/' } });
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the public pages, disallows the private ones and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/dashboard', '/subscription', '/social-accounts', '/success', '/reset-password']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://inkwell.example/sitemap.xml');
    for (const page of PUBLIC_PAGES.filter((p) => p !== '/')) {
      expect(lines.some((line) => line.startsWith('Disallow:') && page.startsWith(line.slice(10)))).toBe(false);
    }
  });

  it('sitemap.xml lists the public pages with absolute URLs', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['/', '/pricing', '/privacy', '/terms', '/login', '/signup'].map((p) => `https://inkwell.example${p}`));
  });

  it('both are public, answer HEAD, and need no session', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    }
  });

  it('every page of the web app (src/web/lib/paths.ts) is either in the sitemap or disallowed', () => {
    const source = readFileSync(new URL('../../web/lib/paths.ts', import.meta.url), 'utf8');
    const block = /export const paths = \{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
    const pages = [...block.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const listed = PUBLIC_PAGES.includes(page);
      const disallowed = PRIVATE_PATHS.some((path) => page.startsWith(path));
      expect(listed || disallowed, `${page} is neither in the sitemap nor disallowed`).toBe(true);
      expect(listed && disallowed, `${page} is both in the sitemap and disallowed`).toBe(false);
    }
  });
});
