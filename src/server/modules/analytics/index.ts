import fp from 'fastify-plugin';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
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
    // A platform with its client id and secret configured is connected to for real (social/registry.ts); the others are demo.
    const realPlatforms = PUBLISH_PLATFORMS.filter((platform) => app.config.social.platforms[platform] !== undefined);
    const analytics = new AnalyticsService({ db: app.database.db, usage: app.usage, realPlatforms });
    app.decorate('analytics', analytics);
    await app.register(analyticsRoutes, { prefix: '/api/analytics', analytics });
  },
  { name: 'analytics', dependencies: ['infrastructure', 'usage'] },
);
