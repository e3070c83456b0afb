import { startInkwell } from './lib/servers';

const looksLikeHtml = (body: string) => /^\s*<!doctype html|^\s*<html/i.test(body);

/** `/robots.txt` and `/sitemap.xml`: real files with their own content types, not the SPA's HTML. */
export async function benchPublicFiles(): Promise<string> {
  const server = await startInkwell();
  try {
    const check = async (path: string, type: RegExp, content: RegExp) => {
      const res = await fetch(`${server.url}${path}`);
      const body = await res.text();
      const contentType = res.headers.get('content-type') ?? '';
      const ok = res.status === 200 && type.test(contentType) && content.test(body) && !looksLikeHtml(body);
      const what = looksLikeHtml(body) ? "the SPA's HTML" : content.test(body) ? 'the file' : 'other content';
      return { row: `| \`${path}\` | ${res.status} | \`${contentType}\` | ${what} (${body.length} bytes) | ${ok ? 'met' : '**missed**'} |`, ok };
    };
    const robots = await check('/robots.txt', /^text\/plain/, /user-agent:/i);
    const sitemap = await check('/sitemap.xml', /^(application|text)\/xml/, /<urlset/);
    return [
      '## `/robots.txt` and `/sitemap.xml`',
      '',
      'Fetched from the built app; "the file" means a robots.txt with a User-agent line and a sitemap with `<urlset>`.',
      '',
      '| path | status | content type | body | target |',
      '|---|---:|---|---|---|',
      robots.row,
      sitemap.row,
      '',
      `Target (a real robots.txt as text/plain and sitemap.xml as XML): ${robots.ok && sitemap.ok ? '**met**' : '**missed**'}.`,
      '',
    ].join('\n');
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchPublicFiles());
