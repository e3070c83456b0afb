import { z } from 'zod';
import { aboutField } from './field-labels';
import { Tier } from './plans';

export const CheckoutQuery = z.object({
  plan_id: z.string({ error: aboutField('plan_id', 'is required') }).trim().min(1, aboutField('plan_id', 'is required')).max(40, aboutField('plan_id', 'is too long')),
});
export type CheckoutQuery = z.infer<typeof CheckoutQuery>;

export const CheckoutSessionResponse = z.object({
  session_id: z.string(),
  /** Where the browser goes next: /success?session_id=… (demo) or the provider's hosted checkout page. */
  checkout_url: z.string(),
  provider: z.enum(['demo', 'stripe']),
});
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;

/**
 * unpaid: still open, ask again; paid: the plan change is applied; expired: the checkout can no longer
 * be paid (a newer checkout replaced it, or it timed out); refunded: it was paid but was no longer an
 * upgrade when the payment completed, so the plan was not changed and the payment was refunded
 * (docs/decisions/004-checkout-concurrency.md). expired and refunded are final and carry a `detail`.
 */
export const PaymentStatus = z.enum(['paid', 'unpaid', 'no_payment_required', 'expired', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** Statuses after which the payment check stops asking. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'expired', 'refunded'];

export const PaymentStatusResponse = z.object({
  session_id: z.string(),
  payment_status: PaymentStatus,
  plan_id: Tier,
  /** What happened, in words for the buyer, when the plan was not changed (expired, refunded). */
  detail: z.string().optional(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

export const SubscriptionResponse = z.object({
  tier: Tier,
  provider: z.enum(['demo', 'stripe']).nullable(),
  /** The provider's status (active, past_due, canceled…), or null on the Free plan. */
  status: z.string().nullable(),
  /** ISO date the current billing period ends (and access ends, once cancelled). */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** ISO date the subscription ends because it was cancelled (its period's end); null while it renews. */
  cancel_at: z.string().nullable(),
  lifetime: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

export const CancelSubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  current_period_end: z.string().nullable(),
  /** ISO date the subscription now ends (access continues until then). */
  cancel_at: z.string().nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

/** A cancelled subscription renews again: cancel-at-period-end is undone before the period is over. */
export const ResumeSubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** ISO date of the next renewal. */
  current_period_end: z.string().nullable(),
});
export type ResumeSubscriptionResponse = z.infer<typeof ResumeSubscriptionResponse>;

/** Texts about resuming a cancelled subscription, shared by the server and the web app. */
export const RESUME_MESSAGES = {
  resumed: 'Your subscription will continue. It renews at the end of the current billing period.',
  failed: 'Failed to resume subscription',
  requestFailed: 'Failed to process the request to resume your subscription',
  notCancelled: 'Your subscription is not cancelled: there is nothing to resume.',
  nothingToResume: 'You are on the Free plan: there is no subscription to resume.',
  lifetime: 'Your account has lifetime access: there is no subscription to resume.',
  alreadyEnded: 'Your subscription has already ended. Choose a plan on the pricing page to subscribe again.',
} as const;
