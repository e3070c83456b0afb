import { and, eq, lte } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { addMonth } from '../../payments/demo';
import type { BillingDeps } from './billing-deps';

/**
 * Demo billing has no provider to end or renew subscriptions, so Inkwell does: a cancelled one ends
 * (the tier falls to Free) when its period is over, any other one renews for a month.
 */
export async function settleDemoPeriods(deps: Pick<BillingDeps, 'db' | 'provider' | 'accounts'>, now: Date = new Date()): Promise<void> {
  const { db, accounts } = deps;
  if (deps.provider.kind !== 'demo') return;
  const ended = await db
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
  for (const { userId } of ended) await accounts.setTier(userId, 'free');

  const due = await db
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
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: end, updatedAt: now })
      // Still due: another instance may have renewed it in the meantime.
      .where(and(eq(subscriptions.userId, row.userId), lte(subscriptions.currentPeriodEnd, now)));
  }
}
