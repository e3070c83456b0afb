import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopTree } from './processes';
import { BENCH_ROOT, freePort, startCommand, waitFor } from './servers';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

export interface LoopProbedServer {
  url: string;
  pid: number;
  /** Starts the event-loop histograms again. */
  reset(): Promise<void>;
  /** The delay since reset (`total`) and since the previous report (`window`). */
  report(): Promise<{ total: LoopDelay; window: LoopDelay }>;
  stop(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (BENCH_ROOT, built beforehand), with bench/lib/loop-delay-hook.mjs
 * loaded by `--import` so that its event-loop delay is measured inside it and read over IPC. APP_URL is
 * its own address; `env` goes on top (DATABASE_URL for PostgreSQL; the embedded database otherwise).
 */
export async function startLoopProbedServer(env: Record<string, string> = {}): Promise<LoopProbedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-schedule-'));
  const { command, args, shell } = startCommand(BENCH_ROOT);
  if (shell) throw new Error('npm start is not a plain `node` command: the event-loop hook cannot be loaded');
  const child = spawn(command, ['--import', join(import.meta.dirname, 'loop-delay-hook.mjs'), ...args], {
    cwd: BENCH_ROOT,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, ...env },
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))));
  exited.catch(() => undefined);
  await Promise.race([waitFor(`${url}/api/health`), exited]);

  const ask = <T>(cmd: string) =>
    Promise.race([
      new Promise<T>((resolve) => {
        const onMessage = (message: { cmd?: string }) => {
          if (message.cmd !== cmd) return;
          child.off('message', onMessage);
          resolve(message as T);
        };
        child.on('message', onMessage);
        child.send({ cmd });
      }),
      exited,
    ]);
  let stopped: Promise<void> | undefined;
  return {
    url,
    pid: child.pid!,
    reset: async () => void (await ask('reset')),
    report: () => ask<{ total: LoopDelay; window: LoopDelay }>('report'),
    stop() {
      stopped ??= (async () => {
        const gone = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));
        await stopTree(child.pid!);
        await gone;
        rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
