import { and, eq, lte } from 'drizzle-orm';
import type {
  CancelSubscriptionResponse,
  CheckoutSessionResponse,
  PaymentStatusResponse,
  SubscriptionResponse,
} from '../../../contract/billing';
import { MESSAGES } from '../../../contract/messages';
import { planFor, TIERS, Tier, upgradeTargets } from '../../../contract/plans';
import type { Db } from '../../db/client';
import { checkoutSessions, paymentEvents, subscriptions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { addMonth } from '../../payments/demo';
import { LIVE_STATUSES, type PaidTier, type PaymentProvider, type SubscriptionState } from '../../payments/provider';
import type { SessionStore, UserRow } from '../auth/sessions';

export interface BillingServiceDeps {
  db: Db;
  provider: PaymentProvider;
  sessions: SessionStore;
  appUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

function capitalise(tier: Tier) {
  return planFor(tier).name;
}

export class BillingService {
  constructor(private readonly deps: BillingServiceDeps) {}

  get providerKind() {
    return this.deps.provider.kind;
  }

  /** Upgrade rules of SPEC §4: only to a higher tier; the owner has nothing to buy. */
  private checkUpgrade(user: UserRow, planId: string): PaidTier {
    const parsed = Tier.safeParse(planId);
    if (!parsed.success) {
      throw new HttpError(400, `Unknown plan "${planId}". Choose one of: ${TIERS.filter((t) => t !== 'free').join(', ')}.`);
    }
    const target = parsed.data;
    if (user.lifetime) throw new HttpError(400, 'Your account already has lifetime Enterprise access.');
    if (target === user.subscriptionTier) throw new HttpError(400, `You are already on the ${capitalise(target)} plan.`);
    // Free is never an upgrade target; the comparison also narrows the type.
    if (!upgradeTargets(user.subscriptionTier).includes(target) || target === 'free') {
      throw new HttpError(
        400,
        `Cannot change from the ${capitalise(user.subscriptionTier)} plan to the ${capitalise(target)} plan: only upgrades are available. Cancel your subscription to return to Free at the end of the billing period.`,
      );
    }
    return target;
  }

  async createCheckout(user: UserRow, planId: string): Promise<CheckoutSessionResponse> {
    const tier = this.checkUpgrade(user, planId);
    const [existing] = await this.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
    const result = await this.deps.provider.createCheckout({
      userId: user.id,
      email: user.email,
      name: user.name,
      tier,
      customerId: existing?.provider === this.deps.provider.kind ? existing.customerId : null,
      successUrl: `${this.deps.appUrl}/success`,
      cancelUrl: `${this.deps.appUrl}/pricing`,
    });
    await this.deps.db.insert(checkoutSessions).values({
      id: result.sessionId,
      userId: user.id,
      tier,
      provider: this.deps.provider.kind,
      paymentStatus: result.paymentStatus,
    });
    if (result.customerId) await this.rememberCustomer(user.id, result.customerId);
    if (result.subscription) await this.applySubscription(user.id, result.subscription);
    return { session_id: result.sessionId, checkout_url: result.checkoutUrl, provider: this.deps.provider.kind };
  }

  /** The payment state of one of the caller's checkout sessions; settles it once it is paid. */
  async paymentStatus(user: UserRow, sessionId: string): Promise<PaymentStatusResponse> {
    const [row] = await this.deps.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, user.id)))
      .limit(1);
    if (!row) throw new HttpError(404, 'Checkout session not found');
    if (row.paymentStatus === 'paid') return { session_id: row.id, payment_status: 'paid', plan_id: row.tier };

    const checkout = await this.deps.provider.getCheckout(sessionId);
    // A checkout that needed no payment (a full discount, a trial) is settled as far as the buyer is
    // concerned; it is stored as paid so that later polls answer from the database.
    const settled = checkout.paymentStatus === 'unpaid' ? 'unpaid' : 'paid';
    if (settled === 'paid') {
      if (checkout.subscriptionId) await this.syncSubscription(checkout.subscriptionId, user.id);
      await this.deps.db.update(checkoutSessions).set({ paymentStatus: settled }).where(eq(checkoutSessions.id, sessionId));
    }
    return { session_id: row.id, payment_status: settled, plan_id: row.tier };
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

  /** A checkout finished (webhook or Payment Link): settle the user's subscription from the provider's state. */
  async checkoutCompleted(opts: { sessionId: string; userId: string | null; subscriptionId: string | null; customerId: string | null }) {
    const userId = opts.userId ?? (await this.userForCustomer(opts.customerId));
    if (!userId || !(await this.userExists(userId))) {
      this.deps.log.warn({ sessionId: opts.sessionId }, 'checkout completed for no known user; ignored');
      return;
    }
    if (opts.customerId) await this.rememberCustomer(userId, opts.customerId);
    if (opts.subscriptionId) await this.syncSubscription(opts.subscriptionId, userId);
    await this.deps.db
      .update(checkoutSessions)
      .set({ paymentStatus: 'paid' })
      .where(and(eq(checkoutSessions.id, opts.sessionId), eq(checkoutSessions.userId, userId)));
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
    await this.applySubscription(
      userId,
      state ?? { id: subscriptionId, customerId: null, status: 'canceled', tier: null, userId, currentPeriodEnd: null, cancelAtPeriodEnd: false },
    );
  }

  /** Stores a subscription's state and sets the user's tier from it. */
  private async applySubscription(userId: string, state: SubscriptionState) {
    const live = LIVE_STATUSES.has(state.status) && state.tier !== null;
    const [current] = await this.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);

    // An event about a subscription the user has since replaced must not undo the newer one.
    if (current?.subscriptionId && current.subscriptionId !== state.id && LIVE_STATUSES.has(current.status)) {
      if (!live) return;
      // A new live subscription replaces the old one (an upgrade through a new checkout).
      if (current.provider === this.deps.provider.kind) {
        await this.deps.provider.cancelNow(current.subscriptionId).catch((err) =>
          this.deps.log.error({ err, subscriptionId: current.subscriptionId }, 'could not cancel the replaced subscription'),
        );
      }
    }

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
    await this.deps.db
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values });
    await this.setTier(userId, live ? state.tier! : 'free');
  }

  private async setTier(userId: string, tier: Tier) {
    const [row] = await this.deps.db
      .update(users)
      .set({ subscriptionTier: tier })
      // The owner stays Enterprise whatever a provider says.
      .where(and(eq(users.id, userId), eq(users.lifetime, false)))
      .returning();
    if (row) this.deps.sessions.userChanged(row);
  }

  /** Keeps the provider's customer of a user, so that every later checkout reuses it. */
  private async rememberCustomer(userId: string, customerId: string) {
    await this.deps.db
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
    for (const { userId } of ended) await this.setTier(userId, 'free');

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
