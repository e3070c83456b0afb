import Stripe from 'stripe';
import type { PaymentStatus } from '../../contract/billing';
import { HttpError } from '../lib/http-error';
import type { CheckoutResult, CheckoutState, PaidTier, PaymentProvider, SubscriptionState } from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidTier, string>;
  /** A Stripe-compatible API base (tests, stripe-mock); Stripe's own when unset. */
  apiBase?: string;
}

const PAID_TIERS: PaidTier[] = ['basic', 'pro', 'enterprise'];

function toPaymentStatus(status: string): PaymentStatus {
  return status === 'paid' || status === 'no_payment_required' ? status : 'unpaid';
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
    return this.call(async () => {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      return {
        paymentStatus: toPaymentStatus(session.payment_status),
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        userId: session.client_reference_id,
      };
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

  async cancelNow(subscriptionId: string): Promise<void> {
    await this.call(async () => {
      await this.stripe.subscriptions.cancel(subscriptionId, { prorate: true });
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
