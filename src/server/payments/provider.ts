/** What a provider says about a checkout's payment. */
export type ProviderPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';
import type { Tier } from '../../contract/plans';

export type PaidTier = Exclude<Tier, 'free'>;

/** A subscription as the provider knows it now. */
export interface SubscriptionState {
  id: string;
  customerId: string | null;
  /** active, trialing, past_due, canceled, incomplete, incomplete_expired, unpaid, paused */
  status: string;
  /** The tier its price stands for; null when the price is none of ours. */
  tier: PaidTier | null;
  /** Our user id, when the provider carries it (metadata). */
  userId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutResult {
  sessionId: string;
  checkoutUrl: string;
  customerId: string | null;
  paymentStatus: ProviderPaymentStatus;
  /** Set when the provider settles at once (demo billing). */
  subscription: SubscriptionState | null;
}

export interface CheckoutState {
  /** open: can still be paid; complete: the buyer finished it; expired: it can no longer be paid. */
  status: 'open' | 'complete' | 'expired';
  paymentStatus: ProviderPaymentStatus;
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
}

/** The payments port (docs/architecture.md#outside-services): demo billing by default, Stripe when configured. */
export interface PaymentProvider {
  readonly kind: 'demo' | 'stripe';
  createCheckout(opts: {
    userId: string;
    email: string;
    name: string;
    tier: PaidTier;
    customerId: string | null;
    /** Where the provider sends the browser back; the session id is appended as ?session_id=. */
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutResult>;
  getCheckout(sessionId: string): Promise<CheckoutState>;
  /**
   * Makes an open checkout unpayable (a newer one supersedes it). A checkout that is no longer open
   * is left alone; either way the answer is its state afterwards, so a caller learns when it was
   * paid in the meantime.
   */
  expireCheckout(sessionId: string): Promise<CheckoutState>;
  /** Re-reads a subscription; null when the provider no longer has it. */
  getSubscription(subscriptionId: string): Promise<SubscriptionState | null>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  /** Undoes cancelAtPeriodEnd before the period is over: the subscription renews again. */
  resume(subscriptionId: string): Promise<SubscriptionState>;
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * Undoes a purchase Inkwell will not honour (a checkout that is no longer an upgrade when it
   * completes): the subscription ends at once without proration and its latest payment is refunded
   * in full. Safe to repeat. `refunded` is false when there was no payment to refund.
   */
  refuseSubscription(subscriptionId: string): Promise<{ refunded: boolean }>;
}

/** Statuses in which a subscription still grants its tier. */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
