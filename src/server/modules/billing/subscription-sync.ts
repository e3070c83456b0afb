import { eq } from 'drizzle-orm';
import { RESUME_MESSAGES, type CancelSubscriptionResponse, type ResumeSubscriptionResponse, type SubscriptionResponse } from '../../../contract/billing';
import { MESSAGES } from '../../../contract/messages';
import type { UserRow } from '../../db/rows';
import { subscriptions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { LIVE_STATUSES, type SubscriptionState } from '../../payments/provider';
import { userExists, userForCustomer, userForSubscription } from './billing-accounts';
import type { BillingDeps } from './billing-deps';
import { afterDecision, decide, endedState } from './subscription-rule';

/**
 * A user's subscription as the provider has it: what /subscription shows, cancelling at period end,
 * and every subscription event (renewal, past due, ended) followed up or down (docs/decisions/004).
 */
export class SubscriptionSync {
  constructor(private readonly deps: BillingDeps) {}

  async current(user: UserRow): Promise<SubscriptionResponse> {
    const [row] = await this.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
    const live = row && LIVE_STATUSES.has(row.status);
    const periodEnd = live ? (row.currentPeriodEnd?.toISOString() ?? null) : null;
    const cancelling = live ? row.cancelAtPeriodEnd : false;
    return {
      tier: user.subscriptionTier,
      provider: live ? row.provider : null,
      status: live ? row.status : null,
      current_period_end: periodEnd,
      cancel_at_period_end: cancelling,
      cancel_at: cancelling ? periodEnd : null,
      lifetime: user.lifetime,
    };
  }

  /** Cancels at the end of the paid period: the tier stays until then (docs/product/states.md#cancellation). */
  async cancel(user: UserRow): Promise<CancelSubscriptionResponse> {
    if (user.lifetime) throw new HttpError(403, MESSAGES.ownerCannotCancel);
    const [row] = await this.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
    if (!row || !row.subscriptionId || !LIVE_STATUSES.has(row.status) || user.subscriptionTier === 'free') {
      throw new HttpError(400, 'You are on the Free plan: there is no subscription to cancel.');
    }
    if (row.cancelAtPeriodEnd) {
      const end = row.currentPeriodEnd ? ` and ends on ${row.currentPeriodEnd.toISOString().slice(0, 10)}` : '';
      throw new HttpError(409, `Your subscription is already cancelled${end}.`);
    }
    const state = await this.deps.provider.cancelAtPeriodEnd(row.subscriptionId);
    await this.apply(user.id, state);
    const periodEnd = state.currentPeriodEnd?.toISOString() ?? null;
    return {
      success: true,
      message: MESSAGES.cancellationSubmitted,
      current_period_end: periodEnd,
      cancel_at: state.cancelAtPeriodEnd ? periodEnd : null,
    };
  }

  /**
   * Undoes a cancellation while the paid period lasts: the subscription renews again
   * (docs/product/states.md#cancellation). Once the period is over there is nothing left to resume.
   */
  async resume(user: UserRow, now: Date = new Date()): Promise<ResumeSubscriptionResponse> {
    if (user.lifetime) throw new HttpError(400, RESUME_MESSAGES.lifetime);
    const [row] = await this.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
    if (!row || !row.subscriptionId || !LIVE_STATUSES.has(row.status) || user.subscriptionTier === 'free') {
      throw new HttpError(400, RESUME_MESSAGES.nothingToResume);
    }
    if (!row.cancelAtPeriodEnd) throw new HttpError(409, RESUME_MESSAGES.notCancelled);
    if (row.currentPeriodEnd && row.currentPeriodEnd <= now) throw new HttpError(409, RESUME_MESSAGES.alreadyEnded);
    const state = await this.deps.provider.resume(row.subscriptionId);
    await this.apply(user.id, state);
    return {
      success: true,
      message: RESUME_MESSAGES.resumed,
      current_period_end: state.currentPeriodEnd?.toISOString() ?? null,
    };
  }

  /**
   * Re-reads a subscription from the provider and applies what it says now. Because every event leads
   * here, events that arrive twice or out of order still end in the provider's current state.
   */
  async sync(subscriptionId: string, knownUserId?: string | null) {
    const { db, provider, log } = this.deps;
    const state = await provider.getSubscription(subscriptionId);
    const userId = knownUserId ?? state?.userId ?? (await userForSubscription(db, subscriptionId)) ?? (await userForCustomer(db, state?.customerId));
    if (!userId || !(await userExists(db, userId))) {
      log.warn({ subscriptionId }, 'subscription event for no known user; ignored');
      return;
    }
    await this.apply(userId, state ?? endedState(subscriptionId, userId));
  }

  /** Applies a subscription event under the user's row lock. */
  private async apply(userId: string, state: SubscriptionState) {
    const decision = await this.deps.accounts.transaction(async (tx) => {
      const account = await tx.lockUser(userId);
      return account ? decide(this.deps, tx, account, state, 'sync') : ({ kind: 'ignored' } as const);
    });
    await afterDecision(this.deps, decision);
  }
}
