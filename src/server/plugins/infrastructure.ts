import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { keepPlannerStatistics } from '../db/planner-statistics';
import { LogMailer, type Mailer } from '../mail/mailer';
import { JobLayer } from '../queue/job-layer';
import { WorkerPool, type TaskRunner } from '../workers/pool';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Where CPU-heavy work runs: the worker-thread pool. */
    workers: TaskRunner;
    /** The job layer: modules register their handlers while they load; it starts once the app is ready. */
    jobs: JobLayer;
  }
}

export interface InfrastructureOptions {
  config: Config;
  database: Database;
  /** By default SMTP when configured, else the log. */
  mailer?: Mailer;
  /** By default a worker-thread pool sized from the machine, started on first use. */
  workers?: TaskRunner;
}

/** What every module may depend on: the config, the database, the mailer and the worker pool. */
export const infrastructure = fp<InfrastructureOptions>(
  async (app, opts) => {
    const { config } = opts;
    // nodemailer is loaded only when SMTP is configured (a faster start otherwise).
    const mailer =
      opts.mailer ??
      (config.mail.smtpUrl
        ? new (await import('../mail/smtp-mailer')).SmtpMailer(config.mail.smtpUrl, config.mail.from)
        : new LogMailer(app.log));
    const workers = opts.workers ?? new WorkerPool({ memoryMb: config.workerMemoryMb });
    app.decorate('config', config);
    app.decorate('database', opts.database);
    app.decorate('mailer', mailer);
    app.decorate('workers', workers);
    // Closed before the in-flight requests are waited for: a task still running (a hostile file near its
    // budget) is stopped at once and its request answered 503, so that a SIGTERM ends the process cleanly
    // whatever the threads are doing.
    app.addHook('preClose', async () => workers.close());
    app.addHook('onClose', () => workers.close());
    const jobs = new JobLayer({
      database: opts.database,
      log: app.log,
      pollSeconds: config.jobs.pollSeconds,
      stopGraceMs: config.jobs.stopGraceMs,
      schedules: { metricsRefresh: metricsCron(config.metrics.intervalMs) },
    });
    app.decorate('jobs', jobs);
    if (config.jobs.run) {
      app.addHook('onReady', async () => jobs.start());
      // First of all when the app closes (preClose runs before every onClose): runs under way finish or are
      // handed back while the modules' clients and the database are still open.
      app.addHook('preClose', async () => jobs.stop());
    }
    const statistics = keepPlannerStatistics(opts.database, app.log);
    app.addHook('onReady', async () => statistics.start());
    app.addHook('onClose', () => statistics.stop());
    // A mailer that fails to close must not keep the app from closing.
    app.addHook('onClose', async () => {
      await Promise.allSettled([mailer.close()]);
    });
  },
  { name: 'infrastructure' },
);

/** The engagement job's cron from METRICS_INTERVAL_SECONDS, in whole minutes (0: it does not run). */
export function metricsCron(intervalMs: number): string | null {
  if (intervalMs <= 0) return null;
  const minutes = Math.max(1, Math.min(59, Math.round(intervalMs / 60_000)));
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}
