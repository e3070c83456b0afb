import { load } from './lib/load';
import { startHelloWorld, startInkwell } from './lib/servers';

/** Authenticated GET /api/auth/me on the built server against a bare Fastify hello-world, same run. */
export async function benchAuthMe(): Promise<string> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const hello = await startHelloWorld();
  const inkwell = await startInkwell();
  try {
    const signup = await fetch(`${inkwell.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench User', email: 'bench@example.com', password: 'bench-password' }),
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };

    // Warm both up, then measure one after the other under the same conditions.
    await load({ url: hello.url, seconds: 2 });
    await load({ url: `${inkwell.url}/api/auth/me`, headers: auth, seconds: 2 });
    const base = await load({ url: hello.url, seconds });
    const me = await load({ url: `${inkwell.url}/api/auth/me`, headers: auth, seconds });
    if (me.non2xx > 0 || me.errors > 0) throw new Error(`/api/auth/me answered ${me.non2xx} non-2xx and ${me.errors} errors`);

    // Revocation is not weakened by anything that makes /me fast: the next request after logout fails.
    await fetch(`${inkwell.url}/api/auth/logout`, { method: 'POST', headers: auth });
    const after = await fetch(`${inkwell.url}/api/auth/me`, { headers: auth });
    const revokedAtOnce = after.status === 401;

    const ratio = me.requestsPerSec / base.requestsPerSec;
    const pass = ratio >= 0.35 && me.p99Ms < 20 && revokedAtOnce;
    console.log(`hello-world ${base.requestsPerSec.toFixed(0)} req/s; /api/auth/me ${me.requestsPerSec.toFixed(0)} req/s (ratio ${ratio.toFixed(2)}), p99 ${me.p99Ms} ms`);
    return [
      '## Authenticated `GET /api/auth/me` versus a bare Fastify hello-world',
      '',
      `50 connections, ${seconds} s each, autocannon in the bench process, each server in its own process on the embedded PGlite database.`,
      '',
      '| server | requests/s | p50 | p99 |',
      '|---|---:|---:|---:|',
      `| Fastify hello-world | ${base.requestsPerSec.toFixed(0)} | ${base.p50Ms} ms | ${base.p99Ms} ms |`,
      `| Inkwell \`GET /api/auth/me\` | ${me.requestsPerSec.toFixed(0)} | ${me.p50Ms} ms | ${me.p99Ms} ms |`,
      '',
      `Ratio: **${ratio.toFixed(2)}** of hello-world (target ≥ 0.35); p99 ${me.p99Ms} ms (target < 20 ms); ` +
        `a logged-out token fails on the very next request: ${revokedAtOnce ? 'yes' : '**no**'}. ${pass ? '**Target met.**' : '**Target missed.**'}`,
      '',
    ].join('\n');
  } finally {
    await Promise.all([hello.stop(), inkwell.stop()]);
  }
}
