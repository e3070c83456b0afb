import fp from 'fastify-plugin';
import { contactRoutes } from './routes';

/** The landing page's contact form when no external form service is configured; /api/contact. */
export const contactModule = fp(
  async (app) => {
    await app.register(contactRoutes, { prefix: '/api/contact', db: app.database.db, rule: app.config.rateLimits.contactPerIp });
  },
  { name: 'contact', dependencies: ['infrastructure'] },
);
