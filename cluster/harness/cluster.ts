import { compiledServer, freePort } from '../../src/server/test/server-process';
import { startInstance, type Instance } from './instance';
import { startNginx, type Nginx } from './nginx';
import { createDatabase, type OwnDatabase } from './postgres';
import { startRedis, type OwnRedis } from './redis';
import { startS3, type OwnS3 } from './s3';

/**
 * The whole of deploy/ on 127.0.0.1: a PostgreSQL database, a Redis server and an S3-compatible server
 * of the test's own, N instances of the compiled server (started at once: they migrate the empty
 * database together, under the migration lock) and nginx in front of them. Everything a check does
 * goes through `url` (nginx) unless it says otherwise.
 */
export interface Cluster {
  /** nginx: what creators use. */
  url: string;
  instances: Instance[];
  database: OwnDatabase;
  redis: OwnRedis;
  s3: OwnS3;
  nginx: Nginx;
  /** The environment every instance shares (instance i's own adds opts.instanceEnv(i)). */
  env: Record<string, string>;
  /** Which instance answered a response that came through nginx (its X-Upstream header); -1 if none. */
  instanceOf(res: Response): number;
  /** Starts instance `i` again (after kill or terminate) on its port. */
  restart(i: number): Promise<Instance>;
  stop(): Promise<void>;
}

export const SECRET_KEY = 'cluster-test-secret-key-0123456789-abcdefghij';

export interface ClusterOptions {
  instances?: number;
  /** Added to the environment every instance shares. */
  env?: Record<string, string>;
  /** Added to instance `i`'s own environment over the shared one (a check that sends one instance's calls elsewhere). */
  instanceEnv?: (i: number) => Record<string, string>;
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const count = opts.instances ?? 3;
  const parts = await Promise.allSettled([compiledServer(), createDatabase(), startRedis(), startS3()]);
  const [build, database, redis, s3] = parts.map((part) => (part.status === 'fulfilled' ? part.value : undefined)) as [
    Awaited<ReturnType<typeof compiledServer>>,
    OwnDatabase,
    OwnRedis,
    OwnS3,
  ];
  // A part that failed to start: the others are stopped before the failure is reported (nothing is left running).
  const stopParts = async () => {
    await Promise.allSettled([redis?.stop(), s3?.stop()]);
    await database?.drop().catch(() => undefined);
    build?.remove();
  };
  const failed = parts.find((part): part is PromiseRejectedResult => part.status === 'rejected');
  if (failed) {
    await stopParts();
    throw failed.reason;
  }
  const nginxPort = await freePort();
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    let port = await freePort();
    while (ports.includes(port) || port === nginxPort) port = await freePort();
    ports.push(port);
  }
  const url = `http://127.0.0.1:${nginxPort}`;
  const env: Record<string, string> = {
    SECRET_KEY,
    APP_URL: url,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    ...s3.env,
    JOB_POLL_SECONDS: '0.5',
    METRICS_INTERVAL_SECONDS: '0',
    ...opts.env,
  };
  const envOf = (i: number) => ({ ...env, ...opts.instanceEnv?.(i) });
  const starting = ports.map((port, i) => startInstance({ outDir: build.outDir, port, env: envOf(i) }));
  const started = await Promise.allSettled(starting);
  const instances = started.flatMap((part) => (part.status === 'fulfilled' ? [part.value] : []));
  let nginx: Nginx;
  try {
    const failedInstance = started.find((part): part is PromiseRejectedResult => part.status === 'rejected');
    if (failedInstance) throw failedInstance.reason;
    nginx = await startNginx(ports, { port: nginxPort });
  } catch (err) {
    await Promise.allSettled(instances.map((instance) => instance.kill()));
    await stopParts();
    throw err;
  }
  const cluster: Cluster = {
    url,
    instances,
    database,
    redis,
    s3,
    nginx,
    env,
    instanceOf(res) {
      const upstream = res.headers.get('x-upstream') ?? '';
      // After a retry nginx lists every address it tried ("a, b"): the last one answered.
      const last = upstream.split(',').at(-1)?.trim() ?? '';
      return ports.findIndex((port) => last === `127.0.0.1:${port}`);
    },
    async restart(i) {
      await instances[i]?.kill();
      const started = await startInstance({ outDir: build.outDir, port: ports[i]!, env: envOf(i) });
      instances[i] = started;
      return started;
    },
    async stop() {
      await Promise.allSettled(instances.map((instance) => instance.kill()));
      await nginx.stop().catch(() => undefined);
      await stopParts();
    },
  };
  return cluster;
}
