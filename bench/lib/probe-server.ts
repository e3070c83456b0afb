import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/**
 * The app built in this process (no web app, embedded database in DATA_DIR) so that its event-loop
 * delay can be measured from inside, with no endpoint for it: the parent sends "reset" and "report"
 * over the IPC channel and gets the histogram back. SRC_ROOT picks the source tree (this checkout,
 * or an older one for a before/after comparison); BENCH_GENERATIONS_PER_USER raises the per-user cap.
 */
const root = process.env.SRC_ROOT ?? process.cwd();
const load = (path: string) => import(pathToFileURL(`${root}/${path}`).href);
const { buildApp } = await load('src/server/app.ts');
const { loadConfig } = await load('src/server/config.ts');
const { openDatabase } = await load('src/server/db/client.ts');

const config = loadConfig(process.env);
const database = openDatabase({ kind: 'pglite', dataDir: config.dataDir });
await database.migrate();
const perUser = Number(process.env.BENCH_GENERATIONS_PER_USER ?? 0);
const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel },
  ...(perUser > 0 ? { contentLimits: { generationsPerUser: perUser, streamsPerUser: perUser } } : {}),
});
await app.listen({ port: config.port, host: config.host });

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const ms = (ns: number) => ns / 1e6;
process.on('message', (message: { cmd: string }) => {
  if (message.cmd === 'reset') {
    delay.reset();
    process.send?.({ cmd: 'reset' });
  } else if (message.cmd === 'report') {
    process.send?.({ cmd: 'report', p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), samples: delay.count });
  }
});
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
process.send?.({ cmd: 'ready' });
