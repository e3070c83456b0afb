import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The creator's zone now (users.timezone), UTC when their browser has not told it yet. */
export async function creatorZone(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone ?? 'UTC';
}

/** Who an e-mail about a creator's posts goes to, and the zone its times are written in. */
export async function creatorContact(db: Db, userId: string): Promise<{ email: string; name: string; timeZone: string } | null> {
  const [row] = await db.select({ email: users.email, name: users.name, timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row ? { email: row.email, name: row.name, timeZone: row.timezone ?? 'UTC' } : null;
}
