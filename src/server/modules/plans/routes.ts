import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildPlans, PlansResponse, type PaymentLinks } from '../../../contract/plans';

export async function plansRoutes(app: FastifyInstance, opts: { paymentLinks: PaymentLinks }) {
  const body = { plans: buildPlans(opts.paymentLinks) };
  app.withTypeProvider<ZodTypeProvider>().get('/', {
    config: { public: true },
    schema: { tags: ['plans'], response: { 200: PlansResponse } },
    handler: async () => body,
  });
}
