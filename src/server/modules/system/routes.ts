import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponse, PublicConfig, ReadyResponse } from '../../../contract/public-config';
import { ErrorBody } from '../../../contract/errors';
import type { Database } from '../../db/client';
import type { Readiness } from './readiness';

export async function systemRoutes(
  app: FastifyInstance,
  opts: { database: Database; publicConfig: PublicConfig; readiness: () => Promise<Readiness> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Liveness: the process answers. The database is not asked: a probe that failed while PostgreSQL is
  // away would have the orchestrator restart every healthy instance at once (docs/operations/health-and-shutdown.md).
  r.get('/health', {
    config: { public: true },
    schema: { tags: ['system'], description: 'Liveness: the process answers (the database is not asked).', response: { 200: HealthResponse } },
    handler: async () => ({ status: 'ok' as const, database: opts.database.kind }),
  });

  r.get('/ready', {
    config: { public: true },
    schema: {
      tags: ['system'],
      description:
        'Readiness: the database answers, every migration is applied and the job layer runs. 503 with a detail otherwise, ' +
        'and from SIGTERM on while the instance drains (a load balancer then sends new requests elsewhere).',
      response: { 200: ReadyResponse, 503: ErrorBody },
    },
    handler: async (_req, reply) => {
      const readiness = await opts.readiness();
      if (!readiness.ready) return reply.code(503).send({ detail: readiness.detail });
      return readiness.body;
    },
  });

  r.get('/config', {
    config: { public: true },
    schema: { tags: ['system'], response: { 200: PublicConfig } },
    handler: async () => opts.publicConfig,
  });
}
