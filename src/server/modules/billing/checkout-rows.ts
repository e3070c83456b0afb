/**
 * The checkout_sessions rows: unpaid → paid | expired | refunding → refunded. A row that is paid,
 * expired or refunded never changes again, which is what makes each checkout settle once.
 */

import { and, eq } from 'drizzle-orm';
import type { PaymentStatusResponse } from '../../../contract/billing';
import type { Db } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { CheckoutRow, Conn } from './billing-deps';

/** Row statuses after which a checkout never changes again. */
export const SETTLED = new Set(['paid', 'expired', 'refunded']);

export async function checkoutRow(db: Db, checkoutId: string): Promise<CheckoutRow> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)).limit(1);
  if (!row) throw new HttpError(404, 'Checkout session not found');
  return row;
}

/** Only an unpaid row expires: one settled in the meantime keeps its outcome. */
export async function markExpired(db: Db, checkoutId: string, detail: string) {
  await db
    .update(checkoutSessions)
    .set({ paymentStatus: 'expired', detail })
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.paymentStatus, 'unpaid')));
}

export async function markPaid(tx: Conn, checkoutId: string, subscriptionId: string | null) {
  await tx.update(checkoutSessions).set({ paymentStatus: 'paid', subscriptionId, detail: null }).where(eq(checkoutSessions.id, checkoutId));
}

/** The status answer: a row still being refunded reads as unpaid; expired and refunded carry their detail. */
export function toStatusResponse(row: CheckoutRow): PaymentStatusResponse {
  const status = SETTLED.has(row.paymentStatus) ? (row.paymentStatus as 'paid' | 'expired' | 'refunded') : 'unpaid';
  return {
    session_id: row.id,
    payment_status: status,
    plan_id: row.tier,
    ...(status !== 'paid' && status !== 'unpaid' && row.detail ? { detail: row.detail } : {}),
  };
}
