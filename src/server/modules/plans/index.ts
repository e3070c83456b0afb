import fp from 'fastify-plugin';
import { plansRoutes } from './routes';

/** The plan catalogue with its payment links; /api/plans. */
export const plansModule = fp(
  async (app) => {
    await app.register(plansRoutes, { prefix: '/api/plans', paymentLinks: app.config.paymentLinks });
  },
  { name: 'plans', dependencies: ['infrastructure'] },
);
