import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Up to a minute: most answers take milliseconds, a generation or an upload can take tens of seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Every answer's time by method, route and status. The route is the matched pattern
 * (`/api/posts/:id`), never the URL asked for: a label value per post id, or per path a scanner
 * tries, would make a new series each time and grow Prometheus without bound. Unmatched paths are
 * all `unmatched`.
 */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'inkwell_http_request_duration_seconds',
    help: 'Time to answer a request, by method, matched route pattern and status; its _count is the request rate.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}
