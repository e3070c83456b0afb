import fp from 'fastify-plugin';
import { UsageService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    usage: UsageService;
  }
}

/** The monthly usage counters; no routes of its own (the dashboard reads usage through auth). */
export const usageModule = fp(
  async (app) => {
    // The embedded database has exactly one writer, this process, so in-memory state stays exact.
    app.decorate('usage', new UsageService(app.database.db, { exclusiveWriter: app.database.kind === 'pglite' }));
  },
  { name: 'usage', dependencies: ['infrastructure'] },
);
