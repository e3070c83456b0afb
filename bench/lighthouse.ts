import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './lib/browser';
import { startInkwell } from './lib/servers';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = 95;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  failed: string[];
}

/**
 * Lighthouse 12 (its Node API, default mobile configuration, simulated throttling) in Debian's
 * Chromium for `/` and `/pricing` of the built app: each page BENCH_LIGHTHOUSE_RUNS times (3), medians.
 */
export async function benchLighthouse(): Promise<string> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const title = '## Lighthouse (mobile): `/` and `/pricing`';
  if (!existsSync(CHROMIUM)) return [title, '', `Not measured: no Chromium at ${CHROMIUM}.`, ''].join('\n');
  const server = await startInkwell();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const pages: { path: string; runs: Run[] }[] = [];
    for (const path of ['/', '/pricing']) {
      const done: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Run['scores'];
        // The audits that cost points outside performance (performance is reported by its metrics).
        const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
        );
        done.push({ scores, lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN, tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN, failed });
        console.log(`lighthouse ${path} run ${i + 1}: ${CATEGORIES.map((c) => scores[c]).join(' / ')}`);
      }
      pages.push({ path, runs: done });
    }
    const rows = pages.map(({ path, runs: r }) => {
      const med = CATEGORIES.map((c) => median(r.map((x) => x.scores[c])));
      const perfRuns = r.map((x) => x.scores.performance).join(', ');
      return { path, med, row: `| \`${path}\` | ${med.map((m) => (m >= TARGET ? `${m}` : `**${m}**`)).join(' | ')} | ${perfRuns} | ${median(r.map((x) => x.lcpMs)).toFixed(0)} ms | ${median(r.map((x) => x.tbtMs)).toFixed(0)} ms |`, failed: [...new Set(r.flatMap((x) => x.failed))] };
    });
    const met = rows.every((r) => r.med.every((m) => m >= TARGET));
    return [
      title,
      '',
      `Lighthouse's default mobile configuration from its Node API, Chromium ${CHROMIUM} (\`--headless=new --no-sandbox\`, launched by chrome-launcher), ${runs} runs per page, medians (the performance score moves from run to run).`,
      '',
      '| page | performance | accessibility | best practices | SEO | performance, each run | LCP | TBT |',
      '|---|---:|---:|---:|---:|---|---:|---:|',
      ...rows.map((r) => r.row),
      '',
      ...rows.filter((r) => r.failed.length).map((r) => `Audits below full marks on \`${r.path}\` (accessibility, best practices, SEO), in any run: ${r.failed.map((f) => `\`${f}\``).join(', ')}.`),
      '',
      `Target ≥ ${TARGET} in all four, both pages: ${met ? '**met**' : '**missed**'}.`,
      '',
    ].join('\n');
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchLighthouse());
