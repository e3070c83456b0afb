import fp from 'fastify-plugin';
import { DemoPaymentProvider } from '../../payments/demo';
import type { PaymentProvider } from '../../payments/provider';
import { createBilling, type Billing } from './billing';
import { billingRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing;
  }
}

/** Subscriptions through Stripe or the built-in demo provider; /api/payments. */
export const billingModule = fp(
  async (app) => {
    const { config, database } = app;
    // Stripe's SDK is loaded only when it is configured (a faster start in demo mode).
    const provider: PaymentProvider = config.stripe
      ? new (await import('../../payments/stripe')).StripePaymentProvider(config.stripe)
      : new DemoPaymentProvider(database.db);
    const billing = createBilling({ db: database.db, provider, accounts: app.accounts, appUrl: config.appUrl, log: app.log });
    app.decorate('billing', billing);
    await app.register(billingRoutes, { prefix: '/api/payments', billing, provider, db: database.db });

    // Demo billing ends and renews its own subscriptions; once a minute is plenty for monthly periods.
    if (provider.kind !== 'demo') return;
    let settleTimer: NodeJS.Timeout | undefined;
    const settle = () => billing.settleDemoPeriods().catch((err: unknown) => app.log.error({ err }, 'settling demo billing periods failed'));
    app.addHook('onReady', async () => {
      await settle();
      settleTimer = setInterval(() => void settle(), 60_000);
      settleTimer.unref();
    });
    app.addHook('onClose', async () => clearInterval(settleTimer));
  },
  { name: 'billing', dependencies: ['infrastructure', 'accounts', 'auth'] },
);
