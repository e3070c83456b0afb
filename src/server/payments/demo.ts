import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkoutSessions, subscriptions } from '../db/schema';
import type { CheckoutResult, CheckoutState, PaidTier, PaymentProvider, SubscriptionState } from './provider';

/** One calendar month after a date (the demo billing period). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * Demo billing: a checkout is paid at once and no card is charged. Its subscriptions live in
 * Inkwell's own table, renewed or ended by the billing service when their month is over.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly kind = 'demo' as const;

  constructor(private readonly db: Db) {}

  async createCheckout(opts: { userId: string; tier: PaidTier; successUrl: string }): Promise<CheckoutResult> {
    const sessionId = `demo_cs_${randomBytes(12).toString('base64url')}`;
    const subscription: SubscriptionState = {
      id: `demo_sub_${randomBytes(12).toString('base64url')}`,
      customerId: null,
      status: 'active',
      tier: opts.tier,
      userId: opts.userId,
      currentPeriodEnd: addMonth(new Date()),
      cancelAtPeriodEnd: false,
    };
    const url = new URL(opts.successUrl);
    return {
      sessionId,
      checkoutUrl: `${url.pathname}?session_id=${sessionId}`,
      customerId: null,
      paymentStatus: 'paid',
      subscription,
    };
  }

  async getCheckout(sessionId: string): Promise<CheckoutState> {
    const [row] = await this.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
    // A demo checkout is paid the moment it is created, or it does not exist.
    return row
      ? { status: 'complete', paymentStatus: 'paid', subscriptionId: row.subscriptionId, customerId: null, userId: row.userId }
      : { status: 'expired', paymentStatus: 'unpaid', subscriptionId: null, customerId: null, userId: null };
  }

  /** Never open: there is nothing to expire. */
  async expireCheckout(sessionId: string): Promise<CheckoutState> {
    return this.getCheckout(sessionId);
  }

  async getSubscription(subscriptionId: string): Promise<SubscriptionState | null> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)).limit(1);
    if (!row) return null;
    return {
      id: subscriptionId,
      customerId: null,
      status: row.status,
      tier: row.tier === 'free' ? null : row.tier,
      userId: row.userId,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState> {
    const state = await this.getSubscription(subscriptionId);
    if (!state) throw new Error(`unknown demo subscription ${subscriptionId}`);
    return { ...state, cancelAtPeriodEnd: true };
  }

  async resume(subscriptionId: string): Promise<SubscriptionState> {
    const state = await this.getSubscription(subscriptionId);
    if (!state) throw new Error(`unknown demo subscription ${subscriptionId}`);
    return { ...state, cancelAtPeriodEnd: false };
  }

  async cancelNow(): Promise<void> {
    // Nothing outside Inkwell to tell: the billing service records the end itself.
  }

  async refuseSubscription(): Promise<{ refunded: boolean }> {
    // No card was charged, so there is nothing to refund; the subscription was never recorded.
    return { refunded: false };
  }
}
