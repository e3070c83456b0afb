import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEFAULT_RATE_LIMITS } from '../src/server/config';
import { buildTestApp } from '../src/server/test/build-test-app';
import { startInkwell } from './lib/servers';

/**
 * What the rate limiter keeps: the app in this process (run with --expose-gc), 100 k refused logins
 * with distinct e-mails through app.inject, heap used after a full GC before and after.
 */
async function retainedHeapMb(total: number): Promise<{ control: number; distinct: number } | null> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  const t = await buildTestApp({ config: { rateLimits: DEFAULT_RATE_LIMITS } });
  try {
    const run = async (distinct: boolean, prefix: string, n = total) => {
      for (let i = 0; i < n; i += 100) {
        await Promise.all(
          Array.from({ length: 100 }, (_, j) =>
            t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `${prefix}${distinct ? i + j : 0}@example.com`, password: 'wrong-password' } }),
          ),
        );
      }
    };
    const heap = () => (gc(), gc(), process.memoryUsage().heapUsed / 1048576);
    await run(true, 'warm', 2_000);
    const h0 = heap();
    await run(false, 'same');
    const h1 = heap();
    await run(true, 'distinct');
    const h2 = heap();
    return { control: h1 - h0, distinct: h2 - h1 };
  } finally {
    await t.close();
  }
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** Waits until the process's RSS moves by less than 2 MB over 5 s (the embedded database settles after start). */
async function settledRss(pid: number, maxWaitMs = 90_000): Promise<number> {
  const start = Date.now();
  let last = rssMb(pid);
  while (Date.now() - start < maxWaitMs) {
    await new Promise((r) => setTimeout(r, 5_000));
    const now = rssMb(pid);
    if (Math.abs(now - last) < 2) return now;
    last = now;
  }
  return last;
}

/**
 * 100 k login attempts from one address, each with a different e-mail: after the first 30 the address
 * is refused, and a refused request must create no per-account key. Measures the server's RSS growth.
 */
export async function benchRateLimitMemory(): Promise<string> {
  const total = Number(process.env.BENCH_RATE_LIMIT_REQUESTS ?? 100_000);
  const heap = await retainedHeapMb(total);
  const server = await startInkwell();
  try {
    if (!server.pid) throw new Error('no server pid');
    const fire = async (amount: number, prefix: string, distinct = true) => {
      let i = 0;
      const result = await autocannon({
        url: `${server.url}/api/auth/login`,
        method: 'POST',
        connections: 20,
        amount,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `${prefix}${distinct ? i++ : 0}@example.com`, password: 'wrong-password' }) }),
          },
        ],
      });
      return result;
    };
    // Warm up (JIT, pools, the address's own counter) before the baseline.
    await fire(2_000, 'warm');
    const controlBefore = await settledRss(server.pid);
    // Control: the same number of refused requests with one e-mail, which never needed a new key.
    await fire(total, 'same', false);
    const controlAfter = Math.max(rssMb(server.pid), await settledRss(server.pid));
    const before = controlAfter;
    const run = await fire(total, 'attack');
    const after = rssMb(server.pid);
    const settledAfter = await settledRss(server.pid);
    const refused = run['4xx'];
    const growth = Math.max(after, settledAfter) - before;
    console.log(`rate limiter: RSS ${before.toFixed(1)} → ${after.toFixed(1)} MB (+${growth.toFixed(1)} MB) over ${total} refused logins`);
    return [
      '## Rate-limiter memory under 100 k refused logins with distinct e-mails',
      '',
      `The server starts on a fresh embedded database and its RSS is let settle. One address sends ${total.toLocaleString('en')} login attempts, each with a new e-mail (20 connections), after a 2 000-request warm-up; ` +
        'the server is the built app on the embedded database. Before the fix, the same run added 81 MB held for the whole window.',
      '',
      '| measure | value | target |',
      '|---|---:|---:|',
      `| server RSS before (settled) → right after → settled after | ${before.toFixed(1)} → ${after.toFixed(1)} → ${settledAfter.toFixed(1)} MB | |`,
      `| RSS growth, ${total.toLocaleString('en')} refused with one e-mail (control) | ${(controlAfter - controlBefore).toFixed(1)} MB | |`,
      `| RSS growth, ${total.toLocaleString('en')} refused with distinct e-mails | ${growth.toFixed(1)} MB | ≤ 20 MB |`,
      `| answers 429 of the distinct-e-mail run | ${(run.statusCodeStats?.['429']?.count ?? 0).toLocaleString('en')} of ${refused.toLocaleString('en')} 4xx | all |`,
      `| heap kept after GC, ${total.toLocaleString('en')} refused with one e-mail (control), in-process | ${heap ? `${heap.control.toFixed(1)} MB` : 'run with --expose-gc'} | |`,
      `| heap kept after GC, ${total.toLocaleString('en')} refused with distinct e-mails, in-process | ${heap ? `${heap.distinct.toFixed(1)} MB` : 'run with --expose-gc'} | ≈ 0 |`,
      `| verdict | ${growth <= 20 && (!heap || heap.distinct < 2) ? 'pass' : 'FAIL'} | |`,
      '',
      'RSS moves by ±30 MB between runs on this shared machine whatever the requests (V8 and the embedded database grow and return ' +
        'memory in large steps): the heap kept after a full GC is the measure of what the limiter holds.',
      '',
    ].join('\n');
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchRateLimitMemory());
