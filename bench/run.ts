import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { benchAuthMe } from './auth-me';
import { benchLoginTiming } from './login-timing';
import { benchAiRelay } from './ai-relay';
import { benchAnalytics } from './analytics';
import { benchRateLimitMemory } from './rate-limit-memory';
import { benchEventLoop } from './event-loop';
import { benchFirstLoad } from './first-load';
import { benchLighthouse } from './lighthouse';
import { benchPublicFiles } from './public-files';
import { benchMemory } from './memory';
import { benchColdStart } from './cold-start';
import { benchHistoryPostgres } from './history-pg';
import { benchLibrarySearch } from './library-search';
import { benchHumanize } from './humanize';
import { benchHostile } from './hostile';
import { benchSummarize } from './summarize';
import { benchScheduleDue } from './schedule-due';
import { throwawayPostgres } from './lib/postgres';
import { BENCH_ROOT } from './lib/servers';

/**
 * npm run bench: every benchmark, results written to bench/RESULTS.md.
 *   BENCH_ONLY=first-load,memory   only these sections (names below)
 *   BENCH_ROOT=/path/to/checkout   start and measure another tree (sharing this one's node_modules)
 *   BENCH_OUT=path                 write there instead of bench/RESULTS.md (no "before" header)
 *   BENCH_SECONDS=3                shorter autocannon loads
 * Sections in ASKED_ONLY run only when BENCH_ONLY names them (schedule-due's default window is an hour).
 * bench/before-issue-9.md, when present, is the output of this bench run on the landed commit before
 * issue 9 and goes into RESULTS.md's header.
 */
async function withPostgres(name: string, run: (url: string) => Promise<string>): Promise<string> {
  const postgres = await throwawayPostgres();
  if (!postgres) return `## ${name}\n\nNot measured: no PostgreSQL answered at BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test).\n`;
  try {
    return await run(postgres.url);
  } finally {
    await postgres.drop();
  }
}

const SECTIONS: [string, () => Promise<string>][] = [
  ['first-load', benchFirstLoad],
  ['lighthouse', benchLighthouse],
  ['public-files', benchPublicFiles],
  ['memory', benchMemory],
  ['cold-start', benchColdStart],
  ['auth-me', () => benchAuthMe()],
  ['auth-me-pg', () => withPostgres('Authenticated `GET /api/auth/me` (PostgreSQL)', (databaseUrl) => benchAuthMe({ databaseUrl }))],
  ['history-pg', benchHistoryPostgres],
  ['login-timing', benchLoginTiming],
  ['ai-relay', () => benchAiRelay()],
  ['rate-limit-memory', benchRateLimitMemory],
  ['event-loop', benchEventLoop],
  ['summarize', benchSummarize],
  ['humanize', benchHumanize],
  ['hostile', benchHostile],
  ['ai-relay-pg', () => withPostgres('AI generation (PostgreSQL)', (databaseUrl) => benchAiRelay({ databaseUrl }))],
  ['analytics', () => benchAnalytics()],
  ['analytics-pg', () => withPostgres('`GET /api/analytics/overview` (PostgreSQL)', (databaseUrl) => benchAnalytics({ databaseUrl }))],
  ['library-search', () => benchLibrarySearch()],
  ['library-search-pg', () => withPostgres('Library: `GET /api/content/history` at 10 k pieces, PostgreSQL', (databaseUrl) => benchLibrarySearch({ databaseUrl }))],
  ['schedule-due', () => withPostgres('Issue 27: scheduled posts at their minute (PostgreSQL)', (databaseUrl) => benchScheduleDue({ databaseUrl }))],
  ['schedule-due-pglite', () => benchScheduleDue()],
];
const ASKED_ONLY = new Set(['schedule-due', 'schedule-due-pglite']);

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = only?.filter((name) => !SECTIONS.some(([n]) => n === name)) ?? [];
if (unknown.length) {
  console.error(`Unknown BENCH_ONLY section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.map(([n]) => n).join(', ')}`);
  process.exit(2);
}

// The build first, untimed, so that no section measures it (npm start would build a stale tree).
const buildScript = join(BENCH_ROOT, 'scripts/build-if-stale.mjs');
if (existsSync(buildScript)) {
  const built = spawnSync(process.execPath, [buildScript], { cwd: BENCH_ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const started = Date.now();
const sections: string[] = [];
for (const [name, run] of SECTIONS) {
  if (only ? !only.includes(name) : ASKED_ONLY.has(name)) continue;
  const t0 = Date.now();
  console.log(`== ${name}`);
  try {
    sections.push(await run());
  } catch (err) {
    // One section that cannot run does not cost the others.
    console.error(err);
    sections.push(`## ${name}\n\nNot measured: the section failed (${(err as Error).message.split('\n')[0]}).\n`);
  }
  console.log(`   ${name}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

const commit = spawnSync('git', ['-C', BENCH_ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const machine =
  `Last run ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, tree ${BENCH_ROOT === resolve(import.meta.dirname, '..') ? 'this checkout' : BENCH_ROOT}` +
  `${commit ? ` (HEAD ${commit}${spawnSync('git', ['-C', BENCH_ROOT, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim() ? ', with uncommitted changes' : ''})` : ''}, ` +
  `${((Date.now() - started) / 60_000).toFixed(1)} min. Machines here are shared, so numbers move between runs; ratios against a baseline measured in the same run are what to compare.`;

const out = process.env.BENCH_OUT ? resolve(process.env.BENCH_OUT) : resolve(import.meta.dirname, 'RESULTS.md');
if (process.env.BENCH_OUT) {
  writeFileSync(out, [`# Benchmark results${only ? ` (${only.join(', ')})` : ''}`, '', machine, '', sections.join('\n')].join('\n'));
} else {
  const beforeFile = resolve(import.meta.dirname, 'before-issue-9.md');
  const before = existsSync(beforeFile)
    ? [
        '## Before issue 9 (landed 3dab393)',
        '',
        'The same bench modules run against the landed code before issue 9 (a worktree at 3dab393 sharing these node_modules, `BENCH_ROOT`), kept in bench/before-issue-9.md:',
        '',
        readFileSync(beforeFile, 'utf8').replace(/^# .*\n/, '').replace(/^## /gm, '### ').trim(),
        '',
        '## Now',
        '',
      ].join('\n')
    : '';
  writeFileSync(out, ['# Benchmark results', '', machine, '', before, sections.join('\n')].join('\n'));
}
console.log(`Wrote ${out}`);
