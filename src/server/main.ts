import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { perInstanceNotices } from './plugins/per-instance-notice';
import { drainAndClose } from './plugins/drain';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  // The database starts (PGlite's WebAssembly, the migrations check) while the app's modules load:
  // app.ts is imported here, not at the top, so that the two overlap (a faster cold start).
  const [{ buildApp }] = await Promise.all([import('./app'), database.migrate()]);

  const app = await buildApp({
    config,
    database,
    webDir: process.env.WEB_DIR ?? join(root, 'dist/web'),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });

  let closing = false;
  const shutdown = async (signal: 'SIGTERM' | 'SIGINT') => {
    if (closing) return;
    closing = true;
    // SIGTERM is how an orchestrator or systemd stops an instance behind the load balancer: it drains first.
    // SIGINT (Ctrl-C at a terminal) skips the wait for the load balancer.
    const drainMs = signal === 'SIGTERM' ? config.operations.drainMs : 0;
    app.log.info({ phase: 'signal', signal }, `${signal} received, closing`);
    // The drain, then JOB_STOP_GRACE_SECONDS for requests, streams and job runs under way; the rest of
    // closing gets ten more.
    const force = setTimeout(() => {
      app.log.error({ phase: 'forced' }, 'closing took too long: exiting anyway');
      process.exit(1);
    }, drainMs + config.jobs.stopGraceMs + 10_000);
    force.unref();
    let code = 0;
    try {
      await drainAndClose(app, { drainMs, graceMs: config.jobs.stopGraceMs });
      await database.close();
      app.log.info({ phase: 'closed' }, 'closed: exiting');
    } catch (err) {
      app.log.error({ err, phase: 'failed' }, 'closing failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  for (const line of perInstanceNotices(config, database.kind)) app.log.warn(line);
  app.log.info(
    `Inkwell is serving on ${config.appUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
