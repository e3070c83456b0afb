import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../../src/server/test/server-process';

/** A Redis server of the cluster's own (Debian's redis-server), in memory only, on a free port of 127.0.0.1. */
export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let output = '';
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (err) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${err.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  failed.catch(() => undefined);
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
  client.on('error', () => undefined);
  const started = Date.now();
  for (;;) {
    const pong = await Promise.race([client.ping().catch(() => null), failed]);
    if (pong === 'PONG') break;
    if (Date.now() - started > 30_000) throw new Error(`redis-server did not answer within 30 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  client.disconnect();
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
