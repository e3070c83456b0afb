import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** How often the embedded database is vacuumed and its planner statistics refreshed while the server runs. */
export const ANALYZE_EVERY_MS = 6 * 60 * 60_000;

/**
 * The embedded database has no autovacuum, so nothing gathers the statistics its planner chooses
 * plans from (with none it guesses, and a range read of a creator's year of rows can take a plan
 * several times slower), nothing reclaims dead rows, and nothing marks pages all-visible, without
 * which the analytics reads' covering indexes (migration 0009) cannot be read alone. This runs VACUUM
 * (ANALYZE) once the server is up (in the background: neither the start nor a request waits for it)
 * and every ANALYZE_EVERY_MS. PostgreSQL's autovacuum does it there.
 */
export function keepPlannerStatistics(database: Database, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const analyze = () => {
    running = database.db.execute(sql`vacuum (analyze)`).catch((err: unknown) => log.warn({ err }, 'could not refresh the planner statistics'));
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
