import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopTree } from './processes';

/**
 * The project tree the bench starts and measures: BENCH_ROOT (another checkout, e.g. an older commit
 * for a "before" column, sharing this one's node_modules), or this checkout.
 */
export const BENCH_ROOT = resolve(process.env.BENCH_ROOT ?? join(import.meta.dirname, '../..'));

// The ports the bench's servers listen on: BENCH_PORTS ("from-to"), 3160-3199 by default, taken in turn
// so that a port just closed (TIME_WAIT) is not reused at once.
const [firstPort, lastPort] = (process.env.BENCH_PORTS ?? '3160-3199').split('-').map(Number) as [number, number];
let nextPort = firstPort;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tried = 0; tried <= lastPort - firstPort; tried++) {
    const port = nextPort;
    nextPort = nextPort >= lastPort ? firstPort : nextPort + 1;
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${firstPort}-${lastPort} (BENCH_PORTS)`);
}

export async function waitFor(url: string, timeoutMs = 180_000) {
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

/** Stops a server and whatever it started (a start script may run the server as its child). */
async function stopChild(child: ChildProcess, cleanup?: () => void): Promise<void> {
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));
  if (child.pid) await stopTree(child.pid);
  await exited;
  cleanup?.();
}

/**
 * What `npm start` runs in a tree, read from its package.json at run time: `node <args>` is started as
 * this Node with those arguments (no npm process in between, whose memory is not the app's); anything
 * else goes through the shell.
 */
export function startCommand(root = BENCH_ROOT): { command: string; args: string[]; shell: boolean } {
  const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.trim().split(/\s+/);
  if (words[0] === 'node' && words.every((w) => /^[\w./@:=-]+$/.test(w))) return { command: process.execPath, args: words.slice(1), shell: false };
  return { command: script, args: [], shell: true };
}

/** Spawns `npm start`'s command in a tree with the given environment (stdout ignored, stderr shown). */
export function spawnStart(env: Record<string, string>, root = BENCH_ROOT): ChildProcess {
  const { command, args, shell } = startCommand(root);
  return spawn(command, args, {
    cwd: root,
    shell,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
}

/**
 * The real Inkwell server as `npm start` runs it (in BENCH_ROOT), on a throwaway embedded database, or
 * on `dataDir` when given (kept after stop).
 */
export async function startInkwell(env: Record<string, string> = {}, opts: { dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'inkwell-bench-'));
  const child = spawnStart({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`npm start exited with ${code} before answering`))));
  try {
    await Promise.race([waitFor(`${url}/api/health`), exited]);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  exited.catch(() => undefined);
  const cleanup = () => {
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, pid: child.pid, stop: () => stopChild(child, cleanup) };
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
