/**
 * Which user a payment belongs to, and the tier the database gives that user now. Billing decides on
 * these reads, never on the session's copy of the user (docs/decisions/004).
 */

import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Account, Conn } from './billing-deps';

/** The user's tier as the database has it now; 401 when the user is gone. */
export async function readAccount(db: Db, userId: string): Promise<Account> {
  const [row] = await db
    .select({ id: users.id, subscriptionTier: users.subscriptionTier, lifetime: users.lifetime })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new HttpError(401, MESSAGES.notAuthenticated);
  return row;
}

/** A provider's user reference names a user Inkwell has (it may be anything a Payment Link carried). */
export async function userExists(db: Db, userId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

export async function userForCustomer(db: Db, customerId: string | null | undefined) {
  if (!customerId) return null;
  const [row] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.customerId, customerId)).limit(1);
  return row?.userId ?? null;
}

export async function userForSubscription(db: Db, subscriptionId: string) {
  const [row] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)).limit(1);
  return row?.userId ?? null;
}

/** Keeps the provider's customer of a user, so that every later checkout reuses it. */
export async function rememberCustomer(conn: Conn, provider: 'demo' | 'stripe', userId: string, customerId: string) {
  await conn
    .insert(subscriptions)
    // No subscription yet: a row with status 'none' grants nothing (it is not a live status).
    .values({ userId, provider, customerId, tier: 'free', status: 'none' })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { customerId, updatedAt: new Date() } });
}
