import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // Runs under way get JOB_STOP_GRACE_SECONDS to finish (then they are aborted and given back); the rest
    // of closing gets ten more.
    const force = setTimeout(() => process.exit(1), config.jobs.stopGraceMs + 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Inkwell is serving on ${config.appUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
