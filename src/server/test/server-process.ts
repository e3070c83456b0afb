import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../../scripts/build-server.mjs';

/**
 * The compiled server (scripts/build-server.mjs) as a child process, for the proofs that kill an instance
 * with SIGKILL (nothing of it closes, its calls under way are simply gone) or stop it with SIGTERM (it drains).
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Builds the server once into node_modules/.cache (so that its packages resolve as from dist/), with a folder for its DATA_DIR. */
export async function compiledServer(): Promise<{ outDir: string; dataDir: string; remove(): void }> {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const outDir = mkdtempSync(join(root, 'node_modules/.cache/inkwell-instance-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-instance-'));
  await buildServer({ outDir });
  return {
    outDir,
    dataDir,
    remove() {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last of what it printed, for a failure's message. */
  output(): string;
  /** SIGKILL: no shutdown, no closing of anything; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the instance drains and closes (plugins/drain.ts); resolves with its exit code once it is gone. */
  terminate(): Promise<number | null>;
}

/** Starts the compiled server on 127.0.0.1 with `env` on top of the test's own, and waits until it is ready (GET /api/ready). */
export async function startServerProcess(build: { outDir: string; dataDir: string }, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [join(build.outDir, 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: build.dataDir, WEB_DIR: build.dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    if (Date.now() - started > 120_000) throw new Error(`the server did not answer within 120 s: ${output}`);
    const up = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async terminate() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
