import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelSubscriptionResponse,
  CheckoutQuery,
  CheckoutSessionResponse,
  PaymentStatusResponse,
  ResumeSubscriptionResponse,
  SubscriptionResponse,
} from '../../../contract/billing';
import { ErrorBody } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { PaymentProvider } from '../../payments/provider';
import { requireSession } from '../../plugins/session-auth';
import type { Billing } from './billing';
import { forgetEvent, recordEvent } from './payment-events';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 502: ErrorBody };

export async function billingRoutes(app: FastifyInstance, opts: { billing: Billing; provider: PaymentProvider; db: Db }) {
  const { billing } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/create-checkout-session', {
    schema: { tags: ['billing'], querystring: CheckoutQuery, response: { 200: CheckoutSessionResponse, ...errors } },
    handler: async (req) => billing.checkout.create(requireSession(req).user, req.query.plan_id),
  });

  r.get('/status/:session_id', {
    schema: {
      tags: ['billing'],
      params: z.object({ session_id: z.string().min(1).max(300) }),
      response: { 200: PaymentStatusResponse, ...errors },
    },
    handler: async (req) => billing.settlement.paymentStatus(requireSession(req).user, req.params.session_id),
  });

  r.get('/subscription', {
    schema: { tags: ['billing'], response: { 200: SubscriptionResponse, 401: ErrorBody } },
    handler: async (req) => billing.subscriptions.current(requireSession(req).user),
  });

  r.post('/cancel-subscription', {
    schema: { tags: ['billing'], response: { 200: CancelSubscriptionResponse, ...errors } },
    handler: async (req) => billing.subscriptions.cancel(requireSession(req).user),
  });

  r.post('/resume-subscription', {
    schema: { tags: ['billing'], response: { 200: ResumeSubscriptionResponse, ...errors } },
    handler: async (req) => billing.subscriptions.resume(requireSession(req).user),
  });

  // Stripe signs the exact bytes it sends, so this route reads its body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    scope.post('/webhook', {
      config: { public: true },
      schema: { tags: ['billing'], hide: true },
      handler: async (req) => {
        const notStripe = new HttpError(404, 'Webhooks are only used with Stripe billing');
        if (opts.provider.kind !== 'stripe') throw notStripe;
        // Stripe's SDK is loaded when Stripe is configured, not at start (a faster start in demo mode).
        const [{ StripePaymentProvider }, { handleStripeEvent }] = await Promise.all([
          import('../../payments/stripe'),
          import('./stripe-webhook'),
        ]);
        const provider = opts.provider;
        if (!(provider instanceof StripePaymentProvider)) throw notStripe;
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['stripe-signature'];
        const event = provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
        if (!(await recordEvent(opts.db, event.id, event.type))) return { received: true, duplicate: true };
        try {
          await handleStripeEvent(billing, event);
        } catch (err) {
          // Not handled: forget it, so that Stripe's retry is processed.
          await forgetEvent(opts.db, event.id);
          throw err;
        }
        return { received: true };
      },
    });
  });
}
