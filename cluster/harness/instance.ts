import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unitEnvironment } from './unit-environment';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One instance: the compiled server in a child process, started as deploy/systemd/inkwell@.service starts it. */
export interface Instance {
  /** Its own address, past nginx (what Prometheus scrapes). */
  url: string;
  port: number;
  child: ChildProcess;
  /** The last of what it printed (JSON log lines), for a failure's message and the log checks. */
  output(): string;
  /** Lines of its JSON log, parsed (lines that are not JSON are skipped). */
  logLines(): Record<string, unknown>[];
  /** SIGKILL: nothing closes; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the drain; resolves with the exit code once the process is gone. */
  terminate(): Promise<number | null>;
  exited(): boolean;
}

export interface InstanceOptions {
  /** The compiled server's folder (compiledServer() in src/server/test/server-process.ts). */
  outDir: string;
  port: number;
  /** Shared by every instance (what /etc/inkwell/inkwell.env holds). */
  env: Record<string, string>;
}

/** Starts an instance and waits until it is ready (GET /api/ready answers 200). */
export async function startInstance(opts: InstanceOptions): Promise<Instance> {
  const { port } = opts;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `inkwell-cluster-${port}-`));
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'info',
    ...opts.env,
    ...unitEnvironment(port),
    // The unit's /var/lib/inkwell/%i, in a folder of the test's own.
    DATA_DIR: dataDir,
    WEB_DIR: dataDir,
  };
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, [join(opts.outDir, 'main.js')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-400_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void gone.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited (${child.exitCode}): ${output.slice(-4000)}`);
    if (Date.now() - started > 180_000) {
      child.kill('SIGKILL');
      throw new Error(`the instance on ${port} was not ready within 180 s: ${output.slice(-4000)}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    port,
    child,
    output: () => output,
    logLines: () =>
      output.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    exited,
    async kill() {
      if (exited()) return;
      child.kill('SIGKILL');
      await gone;
    },
    async terminate() {
      if (!exited()) child.kill('SIGTERM');
      await gone;
      return child.exitCode;
    },
  };
}
