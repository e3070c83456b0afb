import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type {
  CancelSubscriptionResponse,
  CheckoutSessionResponse,
  PaymentStatusResponse,
  SubscriptionResponse,
} from '../../../contract/billing';
import { MESSAGES } from '../../../contract/messages';
import { planFor, TIERS, Tier, upgradeTargets } from '../../../contract/plans';
import type { AccountsRepository, AccountsTransaction } from '../../db/accounts-repository';
import type { Db } from '../../db/client';
import { checkoutLeases, checkoutSessions, paymentEvents, subscriptions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { addMonth } from '../../payments/demo';
import { LIVE_STATUSES, type PaidTier, type PaymentProvider, type SubscriptionState } from '../../payments/provider';
import type { UserRow } from '../../db/rows';

export interface BillingServiceDeps {
  db: Db;
  provider: PaymentProvider;
  accounts: AccountsRepository;
  appUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The database or a transaction on it: both read and write the same way. */
type Conn = Db;
type CheckoutRow = typeof checkoutSessions.$inferSelect;
/** The tier columns of a user, read fresh from the database (never the session's snapshot). */
type Account = Pick<UserRow, 'id' | 'subscriptionTier' | 'lifetime'>;

/**
 * What a subscription event or a completed checkout does to a user (docs/decisions/004):
 * applied (the subscriptions row and the tier follow it), ignored, or refused (a checkout that is
 * no longer an upgrade: its subscription is ended and its payment refunded).
 */
type Decision =
  | { kind: 'applied'; replaced: { id: string; provider: 'demo' | 'stripe' } | null }
  | { kind: 'ignored' }
  | { kind: 'refused'; reason: string };

/** How long a checkout lease lasts when its holder never lets go (it died): longer than any Stripe call. */
const LEASE_SECONDS = 120;
/** Row statuses after which a checkout never changes again. */
const SETTLED = new Set(['paid', 'expired', 'refunded']);

const CHECKOUT_BUSY = 'Another checkout for your account is being opened right now. Please wait a moment and try again.';
const SUPERSEDED = 'This checkout was replaced by a newer one and can no longer be paid.';
const EXPIRED = 'This checkout expired before it was paid. Please start a new one from the pricing page.';

function capitalise(tier: Tier) {
  return planFor(tier).name;
}

const rank = (tier: Tier) => TIERS.indexOf(tier);

export class BillingService {
  constructor(private readonly deps: BillingServiceDeps) {}

  get providerKind() {
    return this.deps.provider.kind;
  }

  private parsePlan(planId: string): PaidTier {
    const parsed = Tier.safeParse(planId);
    if (!parsed.success || parsed.data === 'free') {
      if (parsed.success) {
        throw new HttpError(400, 'Free is not something to buy: cancel your subscription to return to Free at the end of the billing period.');
      }
      throw new HttpError(400, `Unknown plan "${planId}". Choose one of: ${TIERS.filter((t) => t !== 'free').join(', ')}.`);
    }
    return parsed.data;
  }

  /** Upgrade rules of SPEC §4: only to a higher tier; the owner has nothing to buy. */
  private checkUpgrade(account: Account, target: PaidTier) {
    if (account.lifetime) throw new HttpError(400, 'Your account already has lifetime Enterprise access.');
    if (target === account.subscriptionTier) throw new HttpError(400, `You are already on the ${capitalise(target)} plan.`);
    if (!upgradeTargets(account.subscriptionTier).includes(target)) {
      throw new HttpError(
        400,
        `Cannot change from the ${capitalise(account.subscriptionTier)} plan to the ${capitalise(target)} plan: only upgrades are available. Cancel your subscription to return to Free at the end of the billing period.`,
      );
    }
  }

  /**
   * Opens a checkout (docs/decisions/004): one at a time per user across instances (a lease; a
   * concurrent one is answered 409), checked against the tier as the database has it now, after the
   * user's older open checkouts were expired so that only the newest can be paid.
   */
  async createCheckout(user: UserRow, planId: string): Promise<CheckoutSessionResponse> {
    const target = this.parsePlan(planId);
    const lease = await this.takeLease(user.id);
    if (!lease) throw new HttpError(409, CHECKOUT_BUSY);
    try {
      this.checkUpgrade(await this.account(user.id), target);
      // An older checkout paid in the meantime may have raised the tier: check again.
      if (await this.supersedeOpenCheckouts(user.id)) this.checkUpgrade(await this.account(user.id), target);

      const [existing] = await this.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
      const result = await this.deps.provider.createCheckout({
        userId: user.id,
        email: user.email,
        name: user.name,
        tier: target,
        customerId: existing?.provider === this.deps.provider.kind ? existing.customerId : null,
        successUrl: `${this.deps.appUrl}/success`,
        cancelUrl: `${this.deps.appUrl}/pricing`,
      });

      const committed = await this.deps.accounts.transaction(async (tx) => {
        const account = await tx.lockUser(user.id);
        const [held] = await tx.db
          .select({ token: checkoutLeases.token })
          .from(checkoutLeases)
          .where(and(eq(checkoutLeases.userId, user.id), eq(checkoutLeases.token, lease)))
          // A checkout taking over an expired lease now waits for this one, and then supersedes it.
          .for('update');
        // The lease ran out and another checkout took over: this one must not be recorded.
        if (!account || !held) return null;
        await tx.db.insert(checkoutSessions).values({
          id: result.sessionId,
          userId: user.id,
          tier: target,
          provider: this.deps.provider.kind,
          paymentStatus: 'unpaid',
        });
        if (result.customerId) await this.rememberCustomer(tx.db, user.id, result.customerId);
        // Demo billing is paid at once: settled here, in the same transaction, under the same checks.
        if (!result.subscription) return { decision: null };
        return { decision: await this.settleInTx(tx, account, result.sessionId, result.subscription) };
      });
      if (!committed) {
        await this.deps.provider
          .expireCheckout(result.sessionId)
          .catch((err: unknown) => this.deps.log.error({ err, sessionId: result.sessionId }, 'could not expire an unrecorded checkout'));
        throw new HttpError(409, CHECKOUT_BUSY);
      }
      if (committed.decision) {
        await this.afterDecision(committed.decision);
        if (committed.decision.kind === 'refused') await this.finishRefusal(result.sessionId);
      }
      return { session_id: result.sessionId, checkout_url: result.checkoutUrl, provider: this.deps.provider.kind };
    } finally {
      await this.releaseLease(user.id, lease).catch((err: unknown) => this.deps.log.error({ err, userId: user.id }, 'could not release a checkout lease'));
    }
  }

  /** Takes the user's checkout lease in one statement; null when another checkout holds it. */
  private async takeLease(userId: string): Promise<string | null> {
    const token = randomBytes(16).toString('hex');
    const expiresAt = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
    const [row] = await this.deps.db
      .insert(checkoutLeases)
      .values({ userId, token, expiresAt })
      .onConflictDoUpdate({ target: checkoutLeases.userId, set: { token, expiresAt }, setWhere: sql`${checkoutLeases.expiresAt} < now()` })
      .returning({ token: checkoutLeases.token });
    return row?.token === token ? token : null;
  }

  private async releaseLease(userId: string, token: string) {
    await this.deps.db.delete(checkoutLeases).where(and(eq(checkoutLeases.userId, userId), eq(checkoutLeases.token, token)));
  }

  private async account(userId: string): Promise<Account> {
    const [row] = await this.deps.db
      .select({ id: users.id, subscriptionTier: users.subscriptionTier, lifetime: users.lifetime })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new HttpError(401, MESSAGES.notAuthenticated);
    return row;
  }

  /**
   * Expires the user's open checkouts so that only the one being opened can be paid. One that was
   * paid meanwhile is settled instead (true: the tier may have changed); one whose delayed payment
   * (a bank debit) is still under way blocks a new checkout.
   */
  private async supersedeOpenCheckouts(userId: string): Promise<boolean> {
    const open = await this.deps.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, userId), inArray(checkoutSessions.paymentStatus, ['unpaid', 'refunding'])));
    let settled = false;
    for (const row of open) {
      if (row.paymentStatus === 'refunding') {
        // A refund that failed earlier is tried again, but never stands in the way of a new checkout.
        await this.finishRefusal(row.id).catch((err: unknown) => this.deps.log.error({ err, checkoutId: row.id }, 'refund still failing'));
        continue;
      }
      if (row.provider !== this.deps.provider.kind) continue;
      const state = await this.deps.provider.expireCheckout(row.id);
      if (state.status === 'expired') {
        await this.markExpired(row.id, SUPERSEDED);
      } else if (state.paymentStatus !== 'unpaid') {
        await this.settleCheckout(userId, row.id, state.subscriptionId);
        settled = true;
      } else {
        throw new HttpError(
          409,
          `Your payment for the ${capitalise(row.tier)} plan is still being processed. Please wait until it completes before starting another checkout.`,
        );
      }
    }
    return settled;
  }

  private async markExpired(checkoutId: string, detail: string) {
    await this.deps.db
      .update(checkoutSessions)
      .set({ paymentStatus: 'expired', detail })
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.paymentStatus, 'unpaid')));
  }

  private toStatusResponse(row: CheckoutRow): PaymentStatusResponse {
    const status = SETTLED.has(row.paymentStatus) ? (row.paymentStatus as 'paid' | 'expired' | 'refunded') : 'unpaid';
    return {
      session_id: row.id,
      payment_status: status,
      plan_id: row.tier,
      ...(status !== 'paid' && status !== 'unpaid' && row.detail ? { detail: row.detail } : {}),
    };
  }

  /** The payment state of one of the caller's checkout sessions; settles it once it is paid. */
  async paymentStatus(user: UserRow, sessionId: string): Promise<PaymentStatusResponse> {
    const [row] = await this.deps.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, user.id)))
      .limit(1);
    if (!row) throw new HttpError(404, 'Checkout session not found');
    if (SETTLED.has(row.paymentStatus)) return this.toStatusResponse(row);
    if (row.paymentStatus === 'refunding') return this.toStatusResponse(await this.finishRefusal(row.id));

    const checkout = await this.deps.provider.getCheckout(sessionId);
    if (checkout.paymentStatus === 'unpaid') {
      if (checkout.status !== 'expired') return this.toStatusResponse(row);
      await this.markExpired(sessionId, EXPIRED);
      return this.toStatusResponse(await this.checkoutRow(sessionId));
    }
    // A checkout that needed no payment (a full discount, a trial) is settled as far as the buyer is
    // concerned; it is stored as paid so that later polls answer from the database.
    const settled = await this.settleCheckout(user.id, sessionId, checkout.subscriptionId);
    if (!settled) throw new HttpError(404, 'Checkout session not found');
    return this.toStatusResponse(settled);
  }

  private async checkoutRow(checkoutId: string): Promise<CheckoutRow> {
    const [row] = await this.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)).limit(1);
    if (!row) throw new HttpError(404, 'Checkout session not found');
    return row;
  }

  /**
   * A paid checkout completes (status poll, webhook, a checkout paid while being superseded): its
   * subscription is applied only while it is still a strict upgrade, checked under the user's row
   * lock; otherwise it is refused (ended and refunded). Settles each checkout once.
   */
  private async settleCheckout(
    userId: string,
    checkoutId: string,
    subscriptionId: string | null,
    opts: { recordUnknown?: boolean } = {},
  ): Promise<CheckoutRow | null> {
    const state = subscriptionId
      ? ((await this.deps.provider.getSubscription(subscriptionId)) ?? endedState(subscriptionId, userId))
      : null;
    const decision = await this.deps.accounts.transaction(async (tx) => {
      const account = await tx.lockUser(userId);
      if (!account) return null;
      const [row] = await tx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)).limit(1);
      if (row && row.userId !== userId) return null;
      if (!row) {
        // A checkout Inkwell did not open (a Payment Link): recorded, so /success can show it.
        if (!opts.recordUnknown || !state?.tier) return state ? this.decide(tx, account, state, 'sync') : null;
        await tx.db
          .insert(checkoutSessions)
          .values({ id: checkoutId, userId, tier: state.tier, provider: this.deps.provider.kind, paymentStatus: 'unpaid' })
          .onConflictDoNothing();
      } else if (row.paymentStatus !== 'unpaid') {
        return null;
      }
      return state ? this.settleInTx(tx, account, checkoutId, state) : this.markPaid(tx.db, checkoutId, null);
    });
    if (decision) {
      await this.afterDecision(decision);
      if (decision.kind === 'refused') return this.finishRefusal(checkoutId);
    }
    const [row] = await this.deps.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)))
      .limit(1);
    // Not recorded: a Payment Link for a price that is no plan, or a session of another user.
    if (!row) return null;
    return row.paymentStatus === 'refunding' ? this.finishRefusal(checkoutId) : row;
  }

  /** Decides a completed checkout inside the caller's transaction and records the outcome on its row. */
  private async settleInTx(tx: AccountsTransaction, account: Account, checkoutId: string, state: SubscriptionState): Promise<Decision> {
    const decision = await this.decide(tx, account, state, 'completion');
    if (decision.kind === 'refused') {
      await tx.db
        .update(checkoutSessions)
        .set({ paymentStatus: 'refunding', subscriptionId: state.id, detail: decision.reason })
        .where(eq(checkoutSessions.id, checkoutId));
      return decision;
    }
    await this.markPaid(tx.db, checkoutId, state.id);
    return decision;
  }

  private async markPaid(tx: Conn, checkoutId: string, subscriptionId: string | null): Promise<Decision> {
    await tx.update(checkoutSessions).set({ paymentStatus: 'paid', subscriptionId, detail: null }).where(eq(checkoutSessions.id, checkoutId));
    return { kind: 'ignored' };
  }

  /**
   * Ends a refused checkout's subscription and refunds it (the provider call is repeatable), then
   * marks the checkout refunded. Until that succeeds the row stays 'refunding', and every later poll,
   * webhook or checkout of the user tries again.
   */
  private async finishRefusal(checkoutId: string): Promise<CheckoutRow> {
    const row = await this.checkoutRow(checkoutId);
    if (row.paymentStatus !== 'refunding') return row;
    const { refunded } = row.subscriptionId ? await this.deps.provider.refuseSubscription(row.subscriptionId) : { refunded: false };
    const outcome = refunded
      ? 'the payment was refunded.'
      : this.deps.provider.kind === 'demo'
        ? 'no card was charged.'
        : 'no payment was taken.';
    const [done] = await this.deps.db
      .update(checkoutSessions)
      .set({ paymentStatus: 'refunded', detail: `${row.detail ?? 'This plan change was not applied'}; ${outcome}` })
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.paymentStatus, 'refunding')))
      .returning();
    return done ?? this.checkoutRow(checkoutId);
  }

  async subscription(user: UserRow): Promise<SubscriptionResponse> {
    const [row] = await this.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
    const live = row && LIVE_STATUSES.has(row.status);
    return {
      tier: user.subscriptionTier,
      provider: live ? row.provider : null,
      status: live ? row.status : null,
      current_period_end: live ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
      cancel_at_period_end: live ? row.cancelAtPeriodEnd : false,
      lifetime: user.lifetime,
    };
  }

  /** Cancels at the end of the paid period: the tier stays until then (SPEC §4). */
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
    await this.applySubscription(user.id, state);
    return {
      success: true,
      message: MESSAGES.cancellationSubmitted,
      current_period_end: state.currentPeriodEnd?.toISOString() ?? null,
    };
  }

  /**
   * Records a provider event once. Returns false when the event was seen before, so a replayed
   * webhook changes nothing.
   */
  async recordEvent(id: string, type: string): Promise<boolean> {
    const inserted = await this.deps.db
      .insert(paymentEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return inserted.length > 0;
  }

  async forgetEvent(id: string) {
    await this.deps.db.delete(paymentEvents).where(eq(paymentEvents.id, id));
  }

  /**
   * A checkout finished (webhook, also for Payment Links). A paid one is settled like a status poll
   * settles it (upgrade-only); one whose delayed payment is still under way only syncs its
   * subscription, and is settled when `checkout.session.async_payment_succeeded` arrives.
   */
  async checkoutCompleted(opts: {
    sessionId: string;
    userId: string | null;
    subscriptionId: string | null;
    customerId: string | null;
    paid: boolean;
  }) {
    const userId = opts.userId ?? (await this.userForCustomer(opts.customerId));
    if (!userId || !(await this.userExists(userId))) {
      this.deps.log.warn({ sessionId: opts.sessionId }, 'checkout completed for no known user; ignored');
      return;
    }
    if (opts.customerId) await this.rememberCustomer(this.deps.db, userId, opts.customerId);
    if (!opts.paid) {
      if (opts.subscriptionId) await this.syncSubscription(opts.subscriptionId, userId);
      return;
    }
    await this.settleCheckout(userId, opts.sessionId, opts.subscriptionId, { recordUnknown: true });
  }

  /**
   * Re-reads a subscription from the provider and applies what it says now. Because every event leads
   * here, events that arrive twice or out of order still end in the provider's current state.
   */
  async syncSubscription(subscriptionId: string, knownUserId?: string | null) {
    const state = await this.deps.provider.getSubscription(subscriptionId);
    const userId = knownUserId ?? state?.userId ?? (await this.userForSubscription(subscriptionId)) ?? (await this.userForCustomer(state?.customerId));
    if (!userId || !(await this.userExists(userId))) {
      this.deps.log.warn({ subscriptionId }, 'subscription event for no known user; ignored');
      return;
    }
    await this.applySubscription(userId, state ?? endedState(subscriptionId, userId));
  }

  /** Applies a subscription event under the user's row lock. */
  private async applySubscription(userId: string, state: SubscriptionState) {
    const decision = await this.deps.accounts.transaction(async (tx) => {
      const account = await tx.lockUser(userId);
      return account ? this.decide(tx, account, state, 'sync') : ({ kind: 'ignored' } as const);
    });
    await this.afterDecision(decision);
  }

  /**
   * The one rule for what a subscription does to a user (docs/decisions/004); the caller holds the
   * user's row lock, so `account` is current and stays so until the transaction ends.
   * - The user's own subscription is followed, up or down: a subscription that ends takes the user
   *   back to Free, a cancellation at period end is recorded.
   * - Any other subscription takes over only as a strict upgrade over the tier the user has now; the
   *   one it replaces is cancelled. Otherwise a subscription event ignores it, and a completed
   *   checkout refuses it (the caller ends it and refunds its payment).
   */
  private async decide(tx: AccountsTransaction, account: Account, state: SubscriptionState, mode: 'sync' | 'completion'): Promise<Decision> {
    const live = LIVE_STATUSES.has(state.status) && state.tier !== null;
    const [current] = await tx.db.select().from(subscriptions).where(eq(subscriptions.userId, account.id)).limit(1);

    if (current?.subscriptionId === state.id) {
      await this.storeSubscription(tx.db, account.id, state, current);
      await tx.setTier(account.id, live ? state.tier! : 'free');
      return { kind: 'applied', replaced: null };
    }

    // A price that is none of ours grants nothing and is not Inkwell's to refund.
    if (state.tier === null) {
      this.deps.log.error({ subscriptionId: state.id }, 'subscription for a price that is no configured plan; ignored');
      return { kind: 'ignored' };
    }
    const upgrade = live && !account.lifetime && rank(state.tier) > rank(account.subscriptionTier);
    if (!upgrade) {
      if (mode === 'sync') return { kind: 'ignored' };
      const because = account.lifetime
        ? 'your account already has lifetime Enterprise access'
        : live
          ? `your account is already on the ${capitalise(account.subscriptionTier)} plan`
          : 'its subscription is no longer active';
      return { kind: 'refused', reason: `This plan change was not applied because ${because}` };
    }

    const replaced =
      current?.subscriptionId && LIVE_STATUSES.has(current.status) ? { id: current.subscriptionId, provider: current.provider } : null;
    await this.storeSubscription(tx.db, account.id, state, current);
    // Compare-and-set that only ever raises the tier (the row lock already makes it so).
    await tx.raiseTier(account.id, state.tier);
    return { kind: 'applied', replaced };
  }

  private async storeSubscription(tx: Conn, userId: string, state: SubscriptionState, current: { customerId: string | null } | undefined) {
    const values = {
      provider: this.deps.provider.kind,
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
  private async afterDecision(decision: Decision) {
    if (decision.kind !== 'applied') return;
    const replaced = decision.replaced;
    if (replaced && replaced.provider === this.deps.provider.kind) {
      await this.deps.provider.cancelNow(replaced.id).catch((err: unknown) =>
        this.deps.log.error({ err, subscriptionId: replaced.id }, 'could not cancel the replaced subscription'),
      );
    }
  }

  /** Keeps the provider's customer of a user, so that every later checkout reuses it. */
  private async rememberCustomer(conn: Conn, userId: string, customerId: string) {
    await conn
      .insert(subscriptions)
      // No subscription yet: a row with status 'none' grants nothing (it is not a live status).
      .values({ userId, provider: this.deps.provider.kind, customerId, tier: 'free', status: 'none' })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { customerId, updatedAt: new Date() } });
  }

  private async userExists(userId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
    const [row] = await this.deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return Boolean(row);
  }

  private async userForCustomer(customerId: string | null | undefined) {
    if (!customerId) return null;
    const [row] = await this.deps.db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.customerId, customerId)).limit(1);
    return row?.userId ?? null;
  }

  private async userForSubscription(subscriptionId: string) {
    const [row] = await this.deps.db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)).limit(1);
    return row?.userId ?? null;
  }

  /**
   * Demo billing has no provider to end or renew subscriptions, so Inkwell does: a cancelled one ends
   * (the tier falls to Free) when its period is over, any other one renews for a month.
   */
  async settleDemoPeriods(now: Date = new Date()): Promise<void> {
    if (this.deps.provider.kind !== 'demo') return;
    const ended = await this.deps.db
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: now })
      .where(
        and(
          eq(subscriptions.provider, 'demo'),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, true),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      )
      .returning({ userId: subscriptions.userId });
    for (const { userId } of ended) await this.deps.accounts.setTier(userId, 'free');

    const due = await this.deps.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'demo'),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, false),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      );
    for (const row of due) {
      let end = row.currentPeriodEnd ?? now;
      while (end <= now) end = addMonth(end);
      await this.deps.db
        .update(subscriptions)
        .set({ currentPeriodEnd: end, updatedAt: now })
        // Still due: another instance may have renewed it in the meantime.
        .where(and(eq(subscriptions.userId, row.userId), lte(subscriptions.currentPeriodEnd, now)));
    }
  }
}

/** What a subscription the provider no longer has amounts to. */
function endedState(subscriptionId: string, userId: string): SubscriptionState {
  return { id: subscriptionId, customerId: null, status: 'canceled', tier: null, userId, currentPeriodEnd: null, cancelAtPeriodEnd: false };
}
