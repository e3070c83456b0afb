import Stripe from 'stripe';
import { HttpError } from '../lib/http-error';
import type {
  CheckoutResult,
  CheckoutState,
  PaidTier,
  PaymentProvider,
  ProviderPaymentStatus,
  SubscriptionState,
} from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidTier, string>;
  /** A Stripe-compatible API base (tests, stripe-mock); Stripe's own when unset. */
  apiBase?: string;
}

const PAID_TIERS: PaidTier[] = ['basic', 'pro', 'enterprise'];

function toPaymentStatus(status: string): ProviderPaymentStatus {
  return status === 'paid' || status === 'no_payment_required' ? status : 'unpaid';
}

function toCheckoutState(session: Stripe.Checkout.Session): CheckoutState {
  return {
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus: toPaymentStatus(session.payment_status),
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    userId: session.client_reference_id,
  };
}

/** The payment behind an invoice: its PaymentIntent, or a bare charge (current and pre-2025 API shapes). */
function invoicePayment(invoice: Stripe.Invoice | string | null): { payment_intent: string } | { charge: string } | null {
  if (!invoice || typeof invoice === 'string') return null;
  for (const payment of invoice.payments?.data ?? []) {
    if (payment.status !== 'paid') continue;
    const intent = idOf(payment.payment.payment_intent);
    if (intent) return { payment_intent: intent };
    const charge = idOf(payment.payment.charge);
    if (charge) return { charge };
  }
  const legacy = invoice as unknown as { payment_intent?: string | { id: string } | null; charge?: string | { id: string } | null };
  const intent = idOf(legacy.payment_intent);
  if (intent) return { payment_intent: intent };
  const charge = idOf(legacy.charge);
  return charge ? { charge } : null;
}

/** A Stripe field that is an id or, when expanded, the object itself. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe Checkout in subscription mode, subscriptions re-read from Stripe, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly opts: StripeOptions) {
    const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
    this.stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const) }
        : {}),
    });
  }

  tierForPrice(priceId: string | null | undefined): PaidTier | null {
    return PAID_TIERS.find((tier) => this.opts.prices[tier] === priceId) ?? null;
  }

  async createCheckout(opts: Parameters<PaymentProvider['createCheckout']>[0]): Promise<CheckoutResult> {
    return this.call(async () => {
      const customerId =
        opts.customerId ??
        (await this.stripe.customers.create({ email: opts.email, name: opts.name, metadata: { user_id: opts.userId } })).id;
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: opts.userId,
        line_items: [{ price: this.opts.prices[opts.tier], quantity: 1 }],
        success_url: `${opts.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: opts.cancelUrl,
        metadata: { user_id: opts.userId, tier: opts.tier },
        subscription_data: { metadata: { user_id: opts.userId, tier: opts.tier } },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return {
        sessionId: session.id,
        checkoutUrl: session.url,
        customerId,
        paymentStatus: toPaymentStatus(session.payment_status),
        subscription: null,
      };
    });
  }

  async getCheckout(sessionId: string): Promise<CheckoutState> {
    return this.call(async () => toCheckoutState(await this.stripe.checkout.sessions.retrieve(sessionId)));
  }

  async expireCheckout(sessionId: string): Promise<CheckoutState> {
    return this.call(async () => {
      try {
        return toCheckoutState(await this.stripe.checkout.sessions.expire(sessionId));
      } catch (err) {
        // Only an open session can be expired; any other is answered with its current state.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode !== 404) {
          return toCheckoutState(await this.stripe.checkout.sessions.retrieve(sessionId));
        }
        throw err;
      }
    });
  }

  async getSubscription(subscriptionId: string): Promise<SubscriptionState | null> {
    return this.call(async () => {
      try {
        return this.toState(await this.stripe.subscriptions.retrieve(subscriptionId));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    });
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState> {
    return this.call(async () =>
      this.toState(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })),
    );
  }

  /** Stripe's documented way back: `cancel_at_period_end=false` on the Subscriptions update API, while the subscription is live. */
  async resume(subscriptionId: string): Promise<SubscriptionState> {
    return this.call(async () =>
      this.toState(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false })),
    );
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    await this.call(async () => {
      await this.stripe.subscriptions.cancel(subscriptionId, { prorate: true });
    });
  }

  async refuseSubscription(subscriptionId: string): Promise<{ refunded: boolean }> {
    return this.call(async () => {
      let sub: Stripe.Subscription;
      try {
        sub = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return { refunded: false };
        throw err;
      }
      // Ended at once and without proration: the whole payment is refunded below instead.
      if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') {
        await this.stripe.subscriptions.cancel(subscriptionId, { prorate: false });
      }
      const payment = invoicePayment(sub.latest_invoice);
      if (!payment) return { refunded: false };
      try {
        await this.stripe.refunds.create(
          { ...payment, metadata: { subscription_id: subscriptionId, reason: 'not_an_upgrade' } },
          // One refund per subscription, however often this runs (a retried webhook, a second poll).
          { idempotencyKey: `inkwell-refuse-${subscriptionId}` },
        );
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'charge_already_refunded')) throw err;
      }
      return { refunded: true };
    });
  }

  /** Verifies the Stripe-Signature header over the raw body; throws 400 when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.opts.webhookSecret);
    } catch {
      throw new HttpError(400, 'Invalid webhook signature');
    }
  }

  private toState(sub: Stripe.Subscription): SubscriptionState {
    // Since API version 2025-03-31 the billing period lives on the subscription items.
    const item = sub.items.data[0];
    const periodEnd = item?.current_period_end;
    const metadataTier = PAID_TIERS.find((t) => t === sub.metadata?.tier) ?? null;
    return {
      id: sub.id,
      customerId: idOf(sub.customer),
      status: sub.status,
      tier: this.tierForPrice(item?.price.id) ?? metadataTier,
      userId: sub.metadata?.user_id ?? null,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
    };
  }

  /** Stripe's own failures (network, 5xx, bad key) are the provider's side: 502 with a plain detail. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof Stripe.errors.StripeError) {
        throw new HttpError(502, 'The payment provider could not complete the request. Please try again.');
      }
      throw err;
    }
  }
}
