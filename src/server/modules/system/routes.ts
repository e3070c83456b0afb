import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponse, PublicConfig } from '../../../contract/public-config';
import { ErrorBody } from '../../../contract/errors';
import type { Database } from '../../db/client';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';

export async function systemRoutes(app: FastifyInstance, opts: { database: Database; publicConfig: PublicConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/health', {
    config: { public: true },
    schema: { tags: ['system'], response: { 200: HealthResponse, 503: ErrorBody } },
    handler: async () => {
      try {
        await opts.database.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return { status: 'ok' as const, database: opts.database.kind };
    },
  });

  r.get('/config', {
    config: { public: true },
    schema: { tags: ['system'], response: { 200: PublicConfig } },
    handler: async () => opts.publicConfig,
  });
}
