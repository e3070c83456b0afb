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
    app.decorate('usage', new UsageService(app.accounts));
  },
  { name: 'usage', dependencies: ['infrastructure', 'accounts'] },
);
