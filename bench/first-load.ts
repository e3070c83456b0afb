import type { Browser } from '@playwright/test';
import { firstLoad, kb, launchChromium, type Loaded } from './lib/browser';
import { startInkwell } from './lib/servers';

const TARGETS = { requests: 8, landingJsGzip: 90 * 1024, dashboardJsGzip: 120 * 1024 };
const sum = (xs: Loaded[], f: (l: Loaded) => number) => xs.reduce((s, l) => s + f(l), 0);
const name = (url: string) => new URL(url).pathname;
const verdict = (ok: boolean) => (ok ? '**met**' : '**missed**');

/** Signs a new creator up through the sign-up page; the signed-in browser state, or the reason it failed. */
async function signedInState(browser: Browser, base: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const id = Math.random().toString(36).slice(2, 10);
    await page.goto(`${base}/signup`);
    await page.getByLabel('Full Name').fill(`Bench Creator ${id}`);
    await page.getByLabel('Email').fill(`bench-${id}@example.com`);
    await page.getByLabel('Password').fill('bench-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

function wireSection(responses: Loaded[], requests: string[]): string {
  const types = [...new Set(responses.map((r) => r.type))];
  const rows = types.map((type) => {
    const of = responses.filter((r) => r.type === type);
    const compressed = of.filter((r) => r.encoding);
    const encodings = [...new Set(compressed.map((r) => r.encoding))].join(', ');
    return `| ${type} | ${of.length} | ${kb(sum(of, (r) => r.wireBody))} | ${kb(sum(of, (r) => r.decoded))} | ${compressed.length} of ${of.length}${encodings ? ` (${encodings})` : ''} |`;
  });
  const wire = sum(responses, (r) => r.wireBody + r.wireHeaders);
  const decoded = sum(responses, (r) => r.decoded);
  // Text worth compressing that came over the wire as is.
  const plain = responses.filter((r) => !r.encoding && r.decoded >= 1024 && /document|script|stylesheet|fetch|xhr|manifest|other/.test(r.type));
  const allCompressed = plain.length === 0;
  return [
    '## First load of `/`: bytes over the wire and compression',
    '',
    'Headless Debian Chromium (Playwright), a fresh browser context (empty cache), `/` until the network is idle. ' +
      'Over the wire: response bodies as transferred (encoded) plus response headers, as Chromium counts them; decoded: the bodies after decoding.',
    '',
    '| type | responses | body over the wire | decoded | compressed (Content-Encoding) |',
    '|---|---:|---:|---:|---|',
    ...rows,
    `| **all** | ${responses.length} | **${kb(wire)}** with headers | ${kb(decoded)} | ${responses.filter((r) => r.encoding).length} of ${responses.length} |`,
    '',
    `Over the wire / decoded: **${(wire / decoded).toFixed(2)}**. ` +
      (allCompressed
        ? 'Every text response of 1 KB or more came compressed. Target (brotli/gzip): **met**.'
        : `Text responses of 1 KB or more sent uncompressed: ${plain.map((r) => `\`${name(r.url)}\` (${kb(r.decoded)})`).join(', ')}. Target (brotli/gzip): **missed**.`),
    '',
    '## Requests on first load of `/`',
    '',
    `Every http(s) request the page made until the network was idle: **${requests.length}** ` +
      `(${types.map((t) => `${responses.filter((r) => r.type === t).length} ${t}`).join(', ')}). Target ≤ ${TARGETS.requests}: ${verdict(requests.length <= TARGETS.requests)}.`,
    '',
  ].join('\n');
}

function jsTable(scripts: Loaded[]): string[] {
  return [
    '| script | decoded | gzip -9 |',
    '|---|---:|---:|',
    ...[...scripts].sort((a, b) => b.gzip9 - a.gzip9).map((s) => `| \`${name(s.url)}\` | ${kb(s.decoded)} | ${kb(s.gzip9)} |`),
    `| **all ${scripts.length}** | ${kb(sum(scripts, (s) => s.decoded))} | **${kb(sum(scripts, (s) => s.gzip9))}** |`,
  ];
}

/**
 * First load of `/` in headless Chromium (bytes, compression, requests), the JavaScript the landing
 * page and the dashboard load (gzip -9 of each decoded script, so the figure does not depend on how the
 * server encodes), on the built app started as `npm start` starts it.
 */
export async function benchFirstLoad(): Promise<string> {
  const browser = await launchChromium();
  if (typeof browser === 'string') {
    return ['## First load of `/`, requests, JavaScript per route', '', `Not measured: ${browser}.`, ''].join('\n');
  }
  const server = await startInkwell();
  try {
    const landingContext = await browser.newContext();
    const landing = await firstLoad(landingContext, server.url, '/');
    await landingContext.close();
    const landingJs = landing.responses.filter((r) => r.type === 'script');
    const landingGzip = sum(landingJs, (s) => s.gzip9);

    let dashboard: string[];
    try {
      const state = await signedInState(browser, server.url);
      const context = await browser.newContext({ storageState: state });
      const load = await firstLoad(context, server.url, '/dashboard');
      await context.close();
      const js = load.responses.filter((r) => r.type === 'script');
      const gz = sum(js, (s) => s.gzip9);
      const onDashboard = new URL(load.finalUrl).pathname === '/dashboard';
      dashboard = [
        'A creator signed up through the sign-up page; then `/dashboard` opened in a new browser context holding only that sign-in (empty cache), until the network was idle' +
          (onDashboard ? '.' : ` — **it ended on \`${new URL(load.finalUrl).pathname}\`, not the dashboard**.`),
        '',
        ...jsTable(js),
        '',
        `Dashboard route JS, gzip: **${kb(gz)}**. Target ≤ ${kb(TARGETS.dashboardJsGzip)}: ${verdict(onDashboard && gz <= TARGETS.dashboardJsGzip)}.`,
      ];
    } catch (err) {
      dashboard = [`Not measured: signing up through the page failed (${(err as Error).message.split('\n')[0]}).`];
    }
    console.log(`first load: ${landing.requests.length} requests, landing JS gzip ${kb(landingGzip)}`);
    return [
      wireSection(landing.responses, landing.requests),
      '## JavaScript the landing page loads (gzip)',
      '',
      'Each script response of the first load of `/` above, its decoded body gzipped here at level 9.',
      '',
      ...jsTable(landingJs),
      '',
      `Landing page JS, gzip: **${kb(landingGzip)}**. Target ≤ ${kb(TARGETS.landingJsGzip)}: ${verdict(landingGzip <= TARGETS.landingJsGzip)}.`,
      '',
      '## Dashboard route JavaScript (gzip)',
      '',
      ...dashboard,
      '',
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchFirstLoad());
