import { and, eq } from 'drizzle-orm';
import { checkoutSessions } from '../../db/schema';
import type { BillingDeps, CheckoutRow } from './billing-deps';
import { checkoutRow } from './checkout-rows';

/**
 * Ends a refused checkout's subscription and refunds it (the provider call is repeatable), then
 * marks the checkout refunded. Until that succeeds the row stays 'refunding', and every later poll,
 * webhook or checkout of the user tries again.
 */
export async function finishRefusal(deps: Pick<BillingDeps, 'db' | 'provider'>, checkoutId: string): Promise<CheckoutRow> {
  const row = await checkoutRow(deps.db, checkoutId);
  if (row.paymentStatus !== 'refunding') return row;
  const { refunded } = row.subscriptionId ? await deps.provider.refuseSubscription(row.subscriptionId) : { refunded: false };
  const outcome = refunded ? 'the payment was refunded.' : deps.provider.kind === 'demo' ? 'no card was charged.' : 'no payment was taken.';
  const [done] = await deps.db
    .update(checkoutSessions)
    .set({ paymentStatus: 'refunded', detail: `${row.detail ?? 'This plan change was not applied'}; ${outcome}` })
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.paymentStatus, 'refunding')))
    .returning();
  return done ?? checkoutRow(deps.db, checkoutId);
}
