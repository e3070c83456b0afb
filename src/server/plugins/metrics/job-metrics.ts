import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';

/** pg-boss's job states (the enum pgboss.job_state, migrations/0011_job_layer.sql), each reported even at 0. */
const STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/** Jobs per queue and state, live jobs only (pg-boss moves finished ones to its archive after a while). */
const JOBS_SQL = `
  SELECT q.name AS queue, j.state::text AS state, count(j.id)::int AS jobs
  FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name
  GROUP BY q.name, j.state`;

/**
 * Per queue, how long its oldest due job has waited to be started: created or waiting to retry (the
 * states before 'active'), with its start time passed. 0 when none is waiting. Served by pg-boss's own
 * index on (name, start_after) for those states.
 */
const LAG_SQL = `
  SELECT q.name AS queue, COALESCE(EXTRACT(EPOCH FROM now() - min(j.start_after)), 0)::float8 AS lag
  FROM pgboss.queue q
  LEFT JOIN pgboss.job j ON j.name = q.name AND j.state < 'active' AND j.start_after <= now()
  GROUP BY q.name`;

/**
 * Job counts and lag read from pg-boss's tables at each scrape, through the app's own database (every
 * instance sees the same figures: they are the database's, not the instance's). A query that fails
 * leaves its series out of that scrape and is logged; the scrape itself still answers.
 */
export function watchJobs(registry: Registry, database: Pick<Database, 'executeSql'>, log: FastifyBaseLogger): void {
  new Gauge({
    name: 'inkwell_jobs',
    help: 'Jobs in the job layer (pg-boss) by queue and state, across all instances.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let rows: { queue: string; state: string | null; jobs: number }[];
      try {
        rows = (await database.executeSql(JOBS_SQL)).rows as typeof rows;
      } catch (err) {
        log.error({ err }, 'metrics: job counts could not be read');
        return;
      }
      for (const queue of new Set(rows.map((row) => row.queue))) {
        for (const state of STATES) this.set({ queue, state }, 0);
      }
      for (const row of rows) if (row.state) this.set({ queue: row.queue, state: row.state }, Number(row.jobs));
    },
  });
  new Gauge({
    name: 'inkwell_job_lag_seconds',
    help: 'Age of the oldest job that is due and not yet started, by queue (0: none waiting).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let rows: { queue: string; lag: number }[];
      try {
        rows = (await database.executeSql(LAG_SQL)).rows as typeof rows;
      } catch (err) {
        log.error({ err }, 'metrics: job lag could not be read');
        return;
      }
      for (const row of rows) this.set({ queue: row.queue }, Math.max(0, Number(row.lag)));
    },
  });
}
