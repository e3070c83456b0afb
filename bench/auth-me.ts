import { load, type LoadResult } from './lib/load';

const SLICES = 4;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Slices of one load as one: mean requests/s, median p50, worst p99, all failures. */
function combine(slices: LoadResult[]): LoadResult {
  return {
    requestsPerSec: slices.reduce((s, r) => s + r.requestsPerSec, 0) / slices.length,
    p50Ms: median(slices.map((r) => r.p50Ms)),
    p99Ms: Math.max(...slices.map((r) => r.p99Ms)),
    non2xx: slices.reduce((s, r) => s + r.non2xx, 0),
    errors: slices.reduce((s, r) => s + r.errors, 0),
  };
}
import { startHelloWorld, startInkwell } from './lib/servers';

/**
 * Authenticated GET /api/auth/me on the built server against a bare Fastify hello-world, same run: on
 * the embedded PGlite database, or on PostgreSQL when `databaseUrl` is given.
 */
export async function benchAuthMe(opts: { databaseUrl?: string } = {}): Promise<string> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const onPostgres = Boolean(opts.databaseUrl);
  const target = onPostgres ? 0.25 : 0.35;
  const hello = await startHelloWorld();
  const inkwell = await startInkwell(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {});
  try {
    const signup = await fetch(`${inkwell.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench User', email: 'bench@example.com', password: 'bench-password' }),
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };

    // Warm both up, then measure them in alternating slices, so that a change in the shared machine's
    // load over the run weighs on both alike.
    await load({ url: hello.url, seconds: 2 });
    await load({ url: `${inkwell.url}/api/auth/me`, headers: auth, seconds: 2 });
    const baseSlices: LoadResult[] = [];
    const meSlices: LoadResult[] = [];
    for (let i = 0; i < SLICES; i++) {
      baseSlices.push(await load({ url: hello.url, seconds: seconds / SLICES }));
      meSlices.push(await load({ url: `${inkwell.url}/api/auth/me`, headers: auth, seconds: seconds / SLICES }));
    }
    const base = combine(baseSlices);
    const me = combine(meSlices);
    if (me.non2xx > 0 || me.errors > 0) throw new Error(`/api/auth/me answered ${me.non2xx} non-2xx and ${me.errors} errors`);

    // Revocation is not weakened by anything that makes /me fast: the next request after logout fails.
    await fetch(`${inkwell.url}/api/auth/logout`, { method: 'POST', headers: auth });
    const after = await fetch(`${inkwell.url}/api/auth/me`, { headers: auth });
    const revokedAtOnce = after.status === 401;

    const ratio = me.requestsPerSec / base.requestsPerSec;
    const pass = ratio >= target && (onPostgres || me.p99Ms < 20) && revokedAtOnce;
    console.log(`${onPostgres ? 'PostgreSQL' : 'PGlite'}: hello-world ${base.requestsPerSec.toFixed(0)} req/s; /api/auth/me ${me.requestsPerSec.toFixed(0)} req/s (ratio ${ratio.toFixed(2)}), p99 ${me.p99Ms} ms`);
    return [
      `## Authenticated \`GET /api/auth/me\` versus a bare Fastify hello-world${onPostgres ? ' (PostgreSQL)' : ''}`,
      '',
      `50 connections, ${seconds} s each in ${SLICES} alternating slices (p99: the worst slice's), autocannon in the bench process, each server in its own process${onPostgres ? ', Inkwell on a throwaway PostgreSQL database (DATABASE_URL, 127.0.0.1)' : ' on the embedded PGlite database'}.`,
      '',
      '| server | requests/s | p50 | p99 |',
      '|---|---:|---:|---:|',
      `| Fastify hello-world | ${base.requestsPerSec.toFixed(0)} | ${base.p50Ms} ms | ${base.p99Ms} ms |`,
      `| Inkwell \`GET /api/auth/me\` | ${me.requestsPerSec.toFixed(0)} | ${me.p50Ms} ms | ${me.p99Ms} ms |`,
      '',
      `Ratio: **${ratio.toFixed(2)}** of hello-world (target ≥ ${target}); p99 ${me.p99Ms} ms${onPostgres ? '' : ' (target < 20 ms)'}; ` +
        `a logged-out token fails on the very next request: ${revokedAtOnce ? 'yes' : '**no**'}. ${pass ? '**Target met.**' : '**Target missed.**'}`,
      '',
    ].join('\n');
  } finally {
    await Promise.all([hello.stop(), inkwell.stop()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { throwawayPostgres } = await import('./lib/postgres');
  const postgres = process.env.BENCH_AUTH_ME_PG ? await throwawayPostgres() : null;
  try {
    console.log(await benchAuthMe(postgres ? { databaseUrl: postgres.url } : {}));
  } finally {
    await postgres?.drop();
  }
}
