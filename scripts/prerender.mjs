// Writes the public pages as HTML at build time, after `vite build`:
//   node scripts/prerender.mjs [webDir]      (webDir: the built web app, default dist/web)
// It renders each page of src/web/prerender/pages.ts signed out with the app's own components (an SSR
// build of src/web/prerender/render-page.tsx into a temporary directory under node_modules/.cache), puts the result into the
// built page shell <webDir>/prerender/template.html with the page's title, description, canonical link
// (when APP_URL is set) and Open Graph/Twitter tags, and writes <webDir>/prerendered/<page>.html plus
// <webDir>/prerendered.json: {"routes": {"/": "prerendered/home.html", ...}} for the server.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = resolve(process.argv[2] ?? join(root, 'dist/web'));
const templateFile = join(webDir, 'prerender/template.html');
if (!existsSync(templateFile)) {
  console.error(`prerender: ${templateFile} is missing; run vite build first.`);
  process.exit(1);
}
/** The public URL of the app (the server's APP_URL): canonical and og:url need it absolute. */
const siteUrl = process.env.APP_URL ? process.env.APP_URL.replace(/\/$/, '') : null;

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The one font file the first paint uses (Inter, latin, variable weight), preloaded; null if not built. */
function fontPreload() {
  const font = readdirSync(join(webDir, 'assets')).find((name) => /^inter-latin-wght-normal-.+\.woff2$/.test(name));
  return font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : null;
}

function headFor(page, title) {
  const description = escapeHtml(page.description);
  const url = siteUrl && `${siteUrl}${page.path}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${description}" />`,
    url && `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Inkwell" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    url && `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    fontPreload(),
  ]
    .filter(Boolean)
    .join('\n    ');
}

// Inside the project, so the SSR bundle's imports of packages resolve from its node_modules.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const ssrDir = mkdtempSync(join(root, 'node_modules/.cache/inkwell-prerender-'));
try {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'src/web/prerender/render-page.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
    },
  });
  const entry = readdirSync(ssrDir).find((name) => /^render-page\.m?js$/.test(name));
  if (!entry) throw new Error(`the SSR build wrote no render-page.js into ${ssrDir}`);
  const { renderPage, PRERENDERED_PAGES } = await import(pathToFileURL(join(ssrDir, entry)).href);

  const template = readFileSync(templateFile, 'utf8');
  const routes = {};
  mkdirSync(join(webDir, 'prerendered'), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    let body = await renderPage(page.path);
    // React renders the page's <title> where its component sets it; the head gets it instead.
    const titles = [...body.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    if (titles.length !== 1) throw new Error(`${page.path} rendered ${titles.length} <title> elements, expected 1`);
    body = body.replace(/<title>[^<]*<\/title>/, '');
    const title = titles[0].replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
    const html = template
      .replace('<!--prerender-head-->', headFor(page, title))
      .replace('data-prerendered="static"', `data-prerendered="${page.mode}"`)
      .replace('<!--prerender-app-->', () => body);
    const relative = `prerendered/${page.file}`;
    writeFileSync(join(webDir, relative), html);
    routes[page.path] = relative;
  }
  writeFileSync(join(webDir, 'prerendered.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
  console.log(`prerender: ${Object.keys(routes).length} pages into ${join(webDir, 'prerendered')}`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
