import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { HttpError } from '../lib/http-error';
import { NO_METRICS, type AppMetrics } from './metrics/app-metrics';
import { observeRequests } from './metrics/http-metrics';
import { watchJobs } from './metrics/job-metrics';
import { hasMetricsToken, METRICS_REFUSED } from './metrics/metrics-token';
import { watchPools } from './metrics/pool-metrics';
import { processMetrics } from './metrics/process-metrics';
import { countPublishOutcomes } from './metrics/publish-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules report what /metrics shows (publishing outcomes); keeps nothing without METRICS_TOKEN. */
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics at GET /metrics behind METRICS_TOKEN (docs/operations/metrics.md). Without the
 * token there is no route and nothing is measured: no hook, no registry. With it, the app's own
 * registry (never prom-client's global one: tests build many apps in one process) holds request
 * timings by route, publishing outcomes, job counts and lag and the pools, merged with the process's
 * figures. Called on the root instance before the modules, so that its hook sees every route and
 * `app.metrics` is there when they register.
 */
export async function registerMetrics(app: FastifyInstance, opts: { token: string | undefined }): Promise<void> {
  const { token } = opts;
  if (!token) {
    app.decorate('metrics', NO_METRICS);
    return;
  }
  const registry = new Registry();
  observeRequests(app, registry);
  app.decorate('metrics', countPublishOutcomes(registry));
  watchJobs(registry, app.database, app.log);
  watchPools(registry, app.database, app.workers);
  const scrape = Registry.merge([registry, processMetrics()]);

  app.get(
    '/metrics',
    {
      // For Prometheus, not for the API's readers; its token is its own, not a session.
      schema: { hide: true },
      config: { public: true },
    },
    async (request, reply) => {
      // Outside /api, so the API's no-store hook does not cover it; a cache must keep neither answer.
      void reply.header('cache-control', 'no-store');
      if (!hasMetricsToken(request, token)) throw new HttpError(401, METRICS_REFUSED, { 'www-authenticate': 'Bearer' });
      return reply.type(scrape.contentType).send(await scrape.metrics());
    },
  );
}
