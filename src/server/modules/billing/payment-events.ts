import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/**
 * Records a provider event once. Returns false when the event was seen before, so a replayed
 * webhook changes nothing.
 */
export async function recordEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values({ id, type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Forgets an event whose handling failed, so that the provider's retry is processed. */
export async function forgetEvent(db: Db, id: string) {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}
