import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { benchAuthMe } from './auth-me';
import { benchLoginTiming } from './login-timing';
import { benchAiRelay } from './ai-relay';
import { benchRateLimitMemory } from './rate-limit-memory';
import { benchEventLoop } from './event-loop';
import { throwawayPostgres } from './lib/postgres';

// npm run bench: every benchmark, results written to bench/RESULTS.md.
buildIfStale();
const sections = [await benchAuthMe(), await benchLoginTiming(), await benchAiRelay(), await benchRateLimitMemory(), await benchEventLoop()];
const postgres = await throwawayPostgres();
if (postgres) {
  try {
    sections.push(await benchAiRelay({ databaseUrl: postgres.url }));
  } finally {
    await postgres.drop();
  }
}
const header = [
  '# Benchmark results',
  '',
  `Last run ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. ` +
    'Machines here are shared, so numbers move between runs; ratios against a baseline measured in the same run are what to compare.',
  '',
].join('\n');
writeFileSync(new URL('./RESULTS.md', import.meta.url), `${header}\n${sections.join('\n')}`);
console.log('Wrote bench/RESULTS.md');
