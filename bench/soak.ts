import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { describeTotals, mixedLoad } from './lib/mixed-load';
import { describeTree, treeRssMb } from './lib/processes';
import { BENCH_ROOT, startCommand, startInkwell } from './lib/servers';

/**
 * npm run bench:soak: the built app (embedded database, throwaway DATA_DIR) under bounded mixed load
 * for SOAK_MINUTES (60) at SOAK_RATE requests/s at most (20), its RSS sampled every 30 s; writes
 * bench/SOAK.md with the series and whether the memory levels off. Loopback only; stops by itself.
 */
const minutes = Number(process.env.SOAK_MINUTES ?? 60);
const rate = Number(process.env.SOAK_RATE ?? 20);
const sampleMs = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30) * 1000;
const out = new URL(process.env.SOAK_OUT ? `file://${process.env.SOAK_OUT}` : './SOAK.md', import.meta.url);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Least-squares slope of MB over minutes. */
function slope(points: { min: number; mb: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.min, 0) / n;
  const my = points.reduce((s, p) => s + p.mb, 0) / n;
  const num = points.reduce((s, p) => s + (p.min - mx) * (p.mb - my), 0);
  const den = points.reduce((s, p) => s + (p.min - mx) ** 2, 0);
  return num / den;
}

const server = await startInkwell({ TRUST_PROXY: 'true', AI_PROVIDER: 'offline' });
const pid = server.pid!;
const samples: { min: number; mb: number }[] = [];
let startedAt = 0;
const sample = () => samples.push({ min: (Date.now() - startedAt) / 60_000, mb: treeRssMb(pid) });
let totals;
let healthy = false;
let idleBefore = 0;
let treeAtEnd = '';
let printed = 0;
try {
  await sleep(5_000);
  idleBefore = treeRssMb(pid);
  startedAt = Date.now();
  sample();
  const timer = setInterval(sample, sampleMs);
  console.log(`soak: ${minutes} min at ≤ ${rate} req/s against ${server.url} (RSS ${idleBefore.toFixed(0)} MB idle)`);
  try {
    totals = await mixedLoad({
      url: server.url,
      durationMs: minutes * 60_000,
      concurrency: 4,
      maxPerSecond: rate,
      onTick: (t) => {
        const minute = Math.floor((Date.now() - startedAt) / 60_000);
        if (minute > printed) {
          printed = minute;
          console.log(`  ${minute} min: ${t.requests} requests, RSS ${samples.at(-1)!.mb.toFixed(0)} MB`);
        }
      },
    });
  } finally {
    clearInterval(timer);
  }
  sample();
  treeAtEnd = describeTree(pid);
  healthy = (await fetch(`${server.url}/api/health`)).status === 200;
} finally {
  await server.stop();
}

const total = samples.at(-1)!.min;
const half = total / 2;
const first = samples.filter((s) => s.min <= half);
const last = samples.filter((s) => s.min >= half);
const at = (min: number) => samples.reduce((best, s) => (Math.abs(s.min - min) < Math.abs(best.min - min) ? s : best));
// Growth of each half from the fitted line (RSS moves in steps of tens of MB: a fit reads the trend).
const firstGrowth = slope(first) * half;
const lastGrowth = slope(last) * (total - half);
const levelsOff = lastGrowth <= 10 || lastGrowth <= firstGrowth / 4;
const step = minutes >= 20 ? 10 : 1;
const marks = [0.5, ...Array.from({ length: Math.floor(total / step) }, (_, i) => (i + 1) * step)].filter((m) => m < total - 0.25);
const rows = [...marks.map((m) => at(m)), samples.at(-1)!];
const cmd = startCommand();
const report = [
  `# Soak: memory under ${minutes} min of mixed load`,
  '',
  `Run ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, tree ${BENCH_ROOT}. ` +
    `The built app started as \`npm start\` starts it (\`${cmd.shell ? cmd.command : ['node', ...cmd.args].join(' ')}\`), embedded PGlite in a throwaway DATA_DIR, offline AI engine. ` +
    `${minutes} min of mixed load at most ${rate} requests/s, 4 in flight (sign-ups upgraded through the demo checkout, logins, \`/api/auth/me\`, generations of every kind, some streamed, history pages, public pages), loopback only. ` +
    `RSS (VmRSS of the server process and any it started) every ${sampleMs / 1000} s.`,
  '',
  `Requests: ${totals.requests.toLocaleString('en')} (${(totals.requests / (total * 60)).toFixed(1)}/s): ${describeTotals(totals)}. Server answered \`/api/health\` at the end: ${healthy ? 'yes' : '**no**'}. ` +
    `Processes at the end: ${treeAtEnd}.`,
  '',
  '| time | RSS |',
  '|---:|---:|',
  `| start (idle, 5 s after \`/api/health\` first answered) | ${samples[0]!.mb.toFixed(0)} MB |`,
  ...rows.map((s, i) => `| ${i === rows.length - 1 ? 'end, ' : ''}${s.min.toFixed(1)} min | ${s.mb.toFixed(0)} MB |`),
  '',
  `Every sample (MB): ${samples.map((s) => s.mb.toFixed(0)).join(', ')}.`,
  '',
  `Growth along a least-squares line: first half **${firstGrowth.toFixed(1)} MB**, last half **${lastGrowth.toFixed(1)} MB** ` +
    `(min ${Math.min(...samples.map((s) => s.mb)).toFixed(0)}, max ${Math.max(...samples.map((s) => s.mb)).toFixed(0)} MB). ` +
    `Verdict: **${levelsOff ? 'levels off' : 'does not level off'}** (levels off = the last half grows by at most 10 MB or a quarter of the first half's growth).`,
  '',
].join('\n');
writeFileSync(out, report);
console.log(report);
console.log(`Wrote ${out.pathname}`);
