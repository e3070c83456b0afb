import fp from 'fastify-plugin';
import { analyticsRoutes } from './routes';
import { AnalyticsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsService;
  }
}

/** Analytics (issue 13): GET /api/analytics/overview and /export.csv over the creator's own rows. */
export const analyticsModule = fp(
  async (app) => {
    const analytics = new AnalyticsService({ db: app.database.db, usage: app.usage });
    app.decorate('analytics', analytics);
    await app.register(analyticsRoutes, { prefix: '/api/analytics', analytics });
  },
  { name: 'analytics', dependencies: ['infrastructure', 'usage'] },
);
