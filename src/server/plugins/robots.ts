import type { FastifyInstance } from 'fastify';

/** The public pages, listed in the sitemap (src/web/lib/paths.ts names every page). */
export const PUBLIC_PAGES = ['/', '/pricing', '/privacy', '/terms', '/login', '/signup'];

/** Pages behind a sign-in or a one-time link, and the API: nothing for a search engine there. */
export const PRIVATE_PATHS = ['/api/', '/dashboard', '/library', '/calendar', '/subscription', '/social-accounts', '/publications', '/posts', '/analytics', '/developers', '/settings', '/help', '/success', '/reset-password', '/forgot-password'];

const CACHE = 'public, max-age=3600';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(appUrl + path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt and sitemap.xml, written from APP_URL at start; public, cached for an hour. */
export function registerRobots(app: FastifyInstance, opts: { appUrl: string }) {
  const robots = robotsTxt(opts.appUrl);
  const sitemap = sitemapXml(opts.appUrl);
  app.get('/robots.txt', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(sitemap),
  );
}
