import type { FastifyInstance } from 'fastify';

/**
 * Prometheus metrics at GET /metrics behind METRICS_TOKEN (docs/operations/metrics.md).
 * Issue 29: being built.
 */
export async function registerMetrics(_app: FastifyInstance, _opts: { token: string | undefined }): Promise<void> {}
