import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export interface RunningServer {
  url: string;
  /** The server's process id (its memory can be read from /proc). */
  pid?: number;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess, cleanup?: () => void): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(cleanup?.());
    child.once('exit', () => resolve(cleanup?.()));
    child.kill('SIGTERM');
  });
}

/** The real Inkwell server as `npm start` runs it, on a throwaway embedded database. */
export async function startInkwell(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return { url, pid: child.pid, stop: () => stopChild(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** A bare Fastify hello-world in its own process: the ceiling a Fastify route can reach here. */
export async function startHelloWorld(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/hello-world.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { url, stop: () => stopChild(child) };
}
