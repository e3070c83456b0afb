import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** How often the embedded database's planner statistics are refreshed while the server runs. */
export const ANALYZE_EVERY_MS = 6 * 60 * 60_000;

/**
 * The embedded database has no autovacuum, so nothing gathers the statistics its planner chooses
 * plans from: with none it guesses, and a range read of a creator's year of rows (analytics) can take
 * a plan several times slower. This runs ANALYZE once the server is up (in the background: neither
 * the start nor a request waits for it) and every ANALYZE_EVERY_MS. PostgreSQL's autovacuum does it there.
 */
export function keepPlannerStatistics(database: Database, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const analyze = () => {
    running = database.db.execute(sql`analyze`).catch((err: unknown) => log.warn({ err }, 'could not refresh the planner statistics'));
  };
  return {
    start() {
      if (database.kind !== 'pglite' || timer) return;
      timer = setTimeout(function again() {
        analyze();
        timer = setTimeout(again, ANALYZE_EVERY_MS).unref();
      }, 0).unref();
    },
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}
