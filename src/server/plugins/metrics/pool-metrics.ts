import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { WorkerPool, type TaskRunner } from '../../workers/pool';

/**
 * The PostgreSQL connection pool (absent on PGlite, which has no pool) and the worker-thread pool,
 * read when scraped: nothing is counted between scrapes.
 */
export function watchPools(registry: Registry, database: Pick<Database, 'pool'>, workers: TaskRunner): void {
  const { pool } = database;
  if (pool) {
    new Gauge({
      name: 'inkwell_db_pool_connections',
      help: 'PostgreSQL connections of this instance by state: active (lent to a query) or idle; together, the pool size.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const total = pool.total();
        const idle = pool.idle();
        this.set({ state: 'active' }, Math.max(0, total - idle));
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'inkwell_db_pool_waiting',
      help: 'Queries of this instance waiting for a PostgreSQL connection (the pool is at its maximum).',
      registers: [registry],
      collect() {
        this.set(pool.waiting());
      },
    });
  }
  // Tests and benchmarks may run tasks inline, without a pool to read.
  if (workers instanceof WorkerPool) {
    new Gauge({
      name: 'inkwell_worker_tasks',
      help: 'CPU-heavy tasks (worker threads) of this instance by state: running, or queued for a thread.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { running, queued } = workers.stats;
        this.set({ state: 'running' }, running);
        this.set({ state: 'queued' }, queued);
      },
    });
  }
}
