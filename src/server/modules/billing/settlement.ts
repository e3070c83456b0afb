import { and, eq } from 'drizzle-orm';
import type { PaymentStatusResponse } from '../../../contract/billing';
import type { AccountsTransaction } from '../../db/accounts-repository';
import type { UserRow } from '../../db/rows';
import { checkoutSessions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { SubscriptionState } from '../../payments/provider';
import { rememberCustomer, userExists, userForCustomer } from './billing-accounts';
import type { Account, BillingDeps, CheckoutRow } from './billing-deps';
import { checkoutRow, markExpired, markPaid, SETTLED, toStatusResponse } from './checkout-rows';
import { finishRefusal } from './refusal';
import { afterDecision, decide, endedState, type Decision } from './subscription-rule';
import type { SubscriptionSync } from './subscription-sync';

const EXPIRED = 'This checkout expired before it was paid. Please start a new one from the pricing page.';

/**
 * Settling paid checkouts (docs/decisions/004): whichever comes first of the status poll, the
 * webhook or a newer checkout superseding it applies the plan, once, and only while it is still a
 * strict upgrade; a payment that no longer is one is refused and refunded.
 */
export class Settlement {
  constructor(
    private readonly deps: BillingDeps,
    private readonly subscriptions: SubscriptionSync,
  ) {}

  /** The payment state of one of the caller's checkout sessions; settles it once it is paid. */
  async paymentStatus(user: UserRow, sessionId: string): Promise<PaymentStatusResponse> {
    const { db, provider } = this.deps;
    const [row] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, user.id)))
      .limit(1);
    if (!row) throw new HttpError(404, 'Checkout session not found');
    if (SETTLED.has(row.paymentStatus)) return toStatusResponse(row);
    if (row.paymentStatus === 'refunding') return toStatusResponse(await finishRefusal(this.deps, row.id));

    const checkout = await provider.getCheckout(sessionId);
    if (checkout.paymentStatus === 'unpaid') {
      if (checkout.status !== 'expired') return toStatusResponse(row);
      await markExpired(db, sessionId, EXPIRED);
      return toStatusResponse(await checkoutRow(db, sessionId));
    }
    // A checkout that needed no payment (a full discount, a trial) is settled as far as the buyer is
    // concerned; it is stored as paid so that later polls answer from the database.
    const settled = await this.settleCheckout(user.id, sessionId, checkout.subscriptionId);
    if (!settled) throw new HttpError(404, 'Checkout session not found');
    return toStatusResponse(settled);
  }

  /**
   * A checkout finished (webhook, also for Payment Links). A paid one is settled like a status poll
   * settles it (upgrade-only); one whose delayed payment is still under way only syncs its
   * subscription, and is settled when `checkout.session.async_payment_succeeded` arrives.
   */
  async checkoutCompleted(opts: { sessionId: string; userId: string | null; subscriptionId: string | null; customerId: string | null; paid: boolean }) {
    const { db, provider, log } = this.deps;
    const userId = opts.userId ?? (await userForCustomer(db, opts.customerId));
    if (!userId || !(await userExists(db, userId))) {
      log.warn({ sessionId: opts.sessionId }, 'checkout completed for no known user; ignored');
      return;
    }
    if (opts.customerId) await rememberCustomer(db, provider.kind, userId, opts.customerId);
    if (!opts.paid) {
      if (opts.subscriptionId) await this.subscriptions.sync(opts.subscriptionId, userId);
      return;
    }
    await this.settleCheckout(userId, opts.sessionId, opts.subscriptionId, { recordUnknown: true });
  }

  /**
   * A paid checkout completes (status poll, webhook, a checkout paid while being superseded): its
   * subscription is applied only while it is still a strict upgrade, checked under the user's row
   * lock; otherwise it is refused (ended and refunded). Settles each checkout once.
   */
  async settleCheckout(userId: string, checkoutId: string, subscriptionId: string | null, opts: { recordUnknown?: boolean } = {}): Promise<CheckoutRow | null> {
    const { db, provider, accounts } = this.deps;
    const state = subscriptionId ? ((await provider.getSubscription(subscriptionId)) ?? endedState(subscriptionId, userId)) : null;
    const decision = await accounts.transaction(async (tx) => {
      const account = await tx.lockUser(userId);
      if (!account) return null;
      const [row] = await tx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)).limit(1);
      if (row && row.userId !== userId) return null;
      if (!row) {
        // A checkout Inkwell did not open (a Payment Link): recorded, so /success can show it.
        if (!opts.recordUnknown || !state?.tier) return state ? decide(this.deps, tx, account, state, 'sync') : null;
        await tx.db
          .insert(checkoutSessions)
          .values({ id: checkoutId, userId, tier: state.tier, provider: provider.kind, paymentStatus: 'unpaid' })
          .onConflictDoNothing();
      } else if (row.paymentStatus !== 'unpaid') {
        return null;
      }
      if (state) return this.settleInTx(tx, account, checkoutId, state);
      await markPaid(tx.db, checkoutId, null);
      return { kind: 'ignored' } as const;
    });
    if (decision) {
      await afterDecision(this.deps, decision);
      if (decision.kind === 'refused') return finishRefusal(this.deps, checkoutId);
    }
    const [row] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)))
      .limit(1);
    // Not recorded: a Payment Link for a price that is no plan, or a session of another user.
    if (!row) return null;
    return row.paymentStatus === 'refunding' ? finishRefusal(this.deps, checkoutId) : row;
  }

  /** Decides a completed checkout inside the caller's transaction and records the outcome on its row. */
  async settleInTx(tx: AccountsTransaction, account: Account, checkoutId: string, state: SubscriptionState): Promise<Decision> {
    const decision = await decide(this.deps, tx, account, state, 'completion');
    if (decision.kind === 'refused') {
      await tx.db
        .update(checkoutSessions)
        .set({ paymentStatus: 'refunding', subscriptionId: state.id, detail: decision.reason })
        .where(eq(checkoutSessions.id, checkoutId));
      return decision;
    }
    await markPaid(tx.db, checkoutId, state.id);
    return decision;
  }
}
