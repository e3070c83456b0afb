import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopTree } from './lib/processes';
import { freePort, spawnStart, startCommand, startInkwell } from './lib/servers';

const TARGET_S = 2;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One GET on a fresh connection: its status, or 0 when nothing answers. */
function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** Milliseconds from spawning `start()` to the first 200 from `url`, polled every 10 ms; the process is then stopped. */
async function timeToFirst200(start: () => ChildProcess, url: string, timeoutMs = 120_000): Promise<number> {
  const t0 = performance.now();
  const child = start();
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    while (performance.now() - t0 < timeoutMs) {
      if ((await status(url)) === 200) return performance.now() - t0;
      if (exited) throw new Error(`${url}: the process exited before answering`);
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`${url}: no 200 within ${timeoutMs / 1000} s`);
  } finally {
    if (child.pid && !exited) await stopTree(child.pid);
  }
}

/**
 * Cold start: `npm start` → first 200 from /api/health on an existing data directory, the build already
 * done (a first, untimed start builds if needed and creates the data), against a bare Node HTTP server
 * started and polled the same way in the same run.
 */
export async function benchColdStart(): Promise<string> {
  const runs = Number(process.env.BENCH_COLD_RUNS ?? 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-cold-'));
  try {
    await (await startInkwell({}, { dataDir })).stop();
    const app: number[] = [];
    const hello: number[] = [];
    for (let i = 0; i < runs; i++) {
      const port = await freePort();
      hello.push(
        await timeToFirst200(
          () => spawn(process.execPath, ['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${port}, '127.0.0.1')`], { stdio: 'ignore' }),
          `http://127.0.0.1:${port}/`,
        ),
      );
      const appPort = await freePort();
      app.push(await timeToFirst200(() => spawnStart({ PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir }), `http://127.0.0.1:${appPort}/api/health`));
    }
    const appS = median(app) / 1000;
    const helloS = median(hello) / 1000;
    const cmd = startCommand();
    console.log(`cold start: npm start ${appS.toFixed(2)} s, bare node ${helloS.toFixed(3)} s (${(appS / helloS).toFixed(1)}×)`);
    return [
      '## Cold start: `npm start` → first 200 from `/api/health`',
      '',
      `The start command read from package.json (\`${cmd.shell ? cmd.command : ['node', ...cmd.args].join(' ')}\`), on the embedded database in a data directory made by a first, untimed start (which also built what was missing or stale); ` +
        `the clock runs from spawning the process to the first 200, polled every 10 ms on a new connection. Baseline: \`node -e "require('http').createServer((q,s)=>s.end('ok')).listen(P)"\` started and polled the same way. Median of ${runs} runs each, alternating.`,
      '',
      '| start | runs | median | target |',
      '|---|---|---:|---:|',
      `| bare Node HTTP server | ${hello.map((ms) => (ms / 1000).toFixed(3)).join(', ')} s | ${helloS.toFixed(3)} s | |`,
      `| \`npm start\`, existing data | ${app.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s | **${appS.toFixed(2)} s** | ≤ ${TARGET_S} s |`,
      '',
      `\`npm start\` takes **${(appS / helloS).toFixed(1)}×** the bare server's start. Target ≤ ${TARGET_S} s with data: ${appS <= TARGET_S ? '**met**' : '**missed**'}.`,
      '',
    ].join('\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchColdStart());
