import { eq } from 'drizzle-orm';
import type { AccountsTransaction } from '../../db/accounts-repository';
import { subscriptions } from '../../db/schema';
import { LIVE_STATUSES, type SubscriptionState } from '../../payments/provider';
import type { Account, BillingDeps, Conn } from './billing-deps';
import { planName, rank } from './plan-rules';

/**
 * What a subscription event or a completed checkout does to a user (docs/decisions/004):
 * applied (the subscriptions row and the tier follow it), ignored, or refused (a checkout that is
 * no longer an upgrade: its subscription is ended and its payment refunded).
 */
export type Decision =
  | { kind: 'applied'; replaced: { id: string; provider: 'demo' | 'stripe' } | null }
  | { kind: 'ignored' }
  | { kind: 'refused'; reason: string };

/**
 * The one rule for what a subscription does to a user (docs/decisions/004); the caller holds the
 * user's row lock, so `account` is current and stays so until the transaction ends.
 * - The user's own subscription is followed, up or down: a subscription that ends takes the user
 *   back to Free, a cancellation at period end is recorded.
 * - Any other subscription takes over only as a strict upgrade over the tier the user has now; the
 *   one it replaces is cancelled. Otherwise a subscription event ignores it, and a completed
 *   checkout refuses it (the caller ends it and refunds its payment).
 */
export async function decide(
  deps: Pick<BillingDeps, 'provider' | 'log'>,
  tx: AccountsTransaction,
  account: Account,
  state: SubscriptionState,
  mode: 'sync' | 'completion',
): Promise<Decision> {
  const live = LIVE_STATUSES.has(state.status) && state.tier !== null;
  const [current] = await tx.db.select().from(subscriptions).where(eq(subscriptions.userId, account.id)).limit(1);

  if (current?.subscriptionId === state.id) {
    await storeSubscription(tx.db, deps.provider.kind, account.id, state, current);
    await tx.setTier(account.id, live ? state.tier! : 'free');
    return { kind: 'applied', replaced: null };
  }

  // A price that is none of ours grants nothing and is not Inkwell's to refund.
  if (state.tier === null) {
    deps.log.error({ subscriptionId: state.id }, 'subscription for a price that is no configured plan; ignored');
    return { kind: 'ignored' };
  }
  const upgrade = live && !account.lifetime && rank(state.tier) > rank(account.subscriptionTier);
  if (!upgrade) {
    if (mode === 'sync') return { kind: 'ignored' };
    const because = account.lifetime
      ? 'your account already has lifetime Enterprise access'
      : live
        ? `your account is already on the ${planName(account.subscriptionTier)} plan`
        : 'its subscription is no longer active';
    return { kind: 'refused', reason: `This plan change was not applied because ${because}` };
  }

  const replaced =
    current?.subscriptionId && LIVE_STATUSES.has(current.status) ? { id: current.subscriptionId, provider: current.provider } : null;
  await storeSubscription(tx.db, deps.provider.kind, account.id, state, current);
  // Compare-and-set that only ever raises the tier (the row lock already makes it so).
  await tx.raiseTier(account.id, state.tier);
  return { kind: 'applied', replaced };
}

async function storeSubscription(
  tx: Conn,
  provider: 'demo' | 'stripe',
  userId: string,
  state: SubscriptionState,
  current: { customerId: string | null } | undefined,
) {
  const values = {
    provider,
    customerId: state.customerId ?? current?.customerId ?? null,
    subscriptionId: state.id,
    tier: state.tier ?? 'free',
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    updatedAt: new Date(),
  } as const;
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/** After the transaction (live sessions already see the new tier): a replaced subscription is cancelled. */
export async function afterDecision(deps: Pick<BillingDeps, 'provider' | 'log'>, decision: Decision) {
  if (decision.kind !== 'applied') return;
  const replaced = decision.replaced;
  if (replaced && replaced.provider === deps.provider.kind) {
    await deps.provider
      .cancelNow(replaced.id)
      .catch((err: unknown) => deps.log.error({ err, subscriptionId: replaced.id }, 'could not cancel the replaced subscription'));
  }
}

/** What a subscription the provider no longer has amounts to. */
export function endedState(subscriptionId: string, userId: string): SubscriptionState {
  return { id: subscriptionId, customerId: null, status: 'canceled', tier: null, userId, currentPeriodEnd: null, cancelAtPeriodEnd: false };
}
