import { and, eq, inArray } from 'drizzle-orm';
import type { CheckoutSessionResponse } from '../../../contract/billing';
import type { UserRow } from '../../db/rows';
import { checkoutSessions, subscriptions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { readAccount, rememberCustomer } from './billing-accounts';
import type { BillingDeps } from './billing-deps';
import { CHECKOUT_BUSY, releaseLease, stillHeld, takeLease } from './checkout-lease';
import { markExpired } from './checkout-rows';
import { checkUpgrade, parsePlan, planName } from './plan-rules';
import { finishRefusal } from './refusal';
import type { Settlement } from './settlement';
import { afterDecision } from './subscription-rule';

const SUPERSEDED = 'This checkout was replaced by a newer one and can no longer be paid.';

/** Opening checkouts, demo or Stripe: /api/payments/create-checkout-session. */
export class Checkout {
  constructor(
    private readonly deps: BillingDeps,
    private readonly settlement: Settlement,
  ) {}

  /**
   * Opens a checkout (docs/decisions/004): one at a time per user across instances (a lease; a
   * concurrent one is answered 409), checked against the tier as the database has it now, after the
   * user's older open checkouts were expired so that only the newest can be paid.
   */
  async create(user: UserRow, planId: string): Promise<CheckoutSessionResponse> {
    const { db, provider, accounts, appUrl, log } = this.deps;
    const target = parsePlan(planId);
    const lease = await takeLease(db, user.id);
    if (!lease) throw new HttpError(409, CHECKOUT_BUSY);
    try {
      checkUpgrade(await readAccount(db, user.id), target);
      // An older checkout paid in the meantime may have raised the tier: check again.
      if (await this.supersedeOpenCheckouts(user.id)) checkUpgrade(await readAccount(db, user.id), target);

      const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
      const result = await provider.createCheckout({
        userId: user.id,
        email: user.email,
        name: user.name,
        tier: target,
        customerId: existing?.provider === provider.kind ? existing.customerId : null,
        successUrl: `${appUrl}/success`,
        cancelUrl: `${appUrl}/pricing`,
      });

      const committed = await accounts.transaction(async (tx) => {
        const account = await tx.lockUser(user.id);
        const held = await stillHeld(tx.db, user.id, lease);
        // The lease ran out and another checkout took over: this one must not be recorded.
        if (!account || !held) return null;
        await tx.db.insert(checkoutSessions).values({
          id: result.sessionId,
          userId: user.id,
          tier: target,
          provider: provider.kind,
          paymentStatus: 'unpaid',
        });
        if (result.customerId) await rememberCustomer(tx.db, provider.kind, user.id, result.customerId);
        // Demo billing is paid at once: settled here, in the same transaction, under the same checks.
        if (!result.subscription) return { decision: null };
        return { decision: await this.settlement.settleInTx(tx, account, result.sessionId, result.subscription) };
      });
      if (!committed) {
        await provider
          .expireCheckout(result.sessionId)
          .catch((err: unknown) => log.error({ err, sessionId: result.sessionId }, 'could not expire an unrecorded checkout'));
        throw new HttpError(409, CHECKOUT_BUSY);
      }
      if (committed.decision) {
        await afterDecision(this.deps, committed.decision);
        if (committed.decision.kind === 'refused') await finishRefusal(this.deps, result.sessionId);
      }
      return { session_id: result.sessionId, checkout_url: result.checkoutUrl, provider: provider.kind };
    } finally {
      await releaseLease(db, user.id, lease).catch((err: unknown) => log.error({ err, userId: user.id }, 'could not release a checkout lease'));
    }
  }

  /**
   * Expires the user's open checkouts so that only the one being opened can be paid. One that was
   * paid meanwhile is settled instead (true: the tier may have changed); one whose delayed payment
   * (a bank debit) is still under way blocks a new checkout.
   */
  private async supersedeOpenCheckouts(userId: string): Promise<boolean> {
    const { db, provider, log } = this.deps;
    const open = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, userId), inArray(checkoutSessions.paymentStatus, ['unpaid', 'refunding'])));
    let settled = false;
    for (const row of open) {
      if (row.paymentStatus === 'refunding') {
        // A refund that failed earlier is tried again, but never stands in the way of a new checkout.
        await finishRefusal(this.deps, row.id).catch((err: unknown) => log.error({ err, checkoutId: row.id }, 'refund still failing'));
        continue;
      }
      if (row.provider !== provider.kind) continue;
      const state = await provider.expireCheckout(row.id);
      if (state.status === 'expired') {
        await markExpired(db, row.id, SUPERSEDED);
      } else if (state.paymentStatus !== 'unpaid') {
        await this.settlement.settleCheckout(userId, row.id, state.subscriptionId);
        settled = true;
      } else {
        throw new HttpError(
          409,
          `Your payment for the ${planName(row.tier)} plan is still being processed. Please wait until it completes before starting another checkout.`,
        );
      }
    }
    return settled;
  }
}
