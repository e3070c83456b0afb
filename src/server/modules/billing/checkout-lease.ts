/**
 * One checkout is opened at a time per user, on every instance (docs/decisions/004): a lease row
 * rather than a row lock held for the whole request, because opening a Stripe checkout makes network
 * calls, which must not run inside a transaction (on PGlite a transaction blocks the whole database).
 */

import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutLeases } from '../../db/schema';
import type { Conn } from './billing-deps';

/** How long a checkout lease lasts when its holder never lets go (it died): longer than any Stripe call. */
const LEASE_SECONDS = 120;

export const CHECKOUT_BUSY = 'Another checkout for your account is being opened right now. Please wait a moment and try again.';

/** Takes the user's checkout lease in one statement; null when another checkout holds it. */
export async function takeLease(db: Db, userId: string): Promise<string | null> {
  const token = randomBytes(16).toString('hex');
  const expiresAt = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
  const [row] = await db
    .insert(checkoutLeases)
    .values({ userId, token, expiresAt })
    .onConflictDoUpdate({ target: checkoutLeases.userId, set: { token, expiresAt }, setWhere: sql`${checkoutLeases.expiresAt} < now()` })
    .returning({ token: checkoutLeases.token });
  return row?.token === token ? token : null;
}

/**
 * Inside the transaction that records a checkout: the lease is still this request's own, and stays
 * so until the transaction ends (a checkout taking over an expired lease now waits for this one, and
 * then supersedes it).
 */
export async function stillHeld(tx: Conn, userId: string, token: string): Promise<boolean> {
  const [held] = await tx
    .select({ token: checkoutLeases.token })
    .from(checkoutLeases)
    .where(and(eq(checkoutLeases.userId, userId), eq(checkoutLeases.token, token)))
    .for('update');
  return Boolean(held);
}

export async function releaseLease(db: Db, userId: string, token: string) {
  await db.delete(checkoutLeases).where(and(eq(checkoutLeases.userId, userId), eq(checkoutLeases.token, token)));
}
