import { eq, sql } from 'drizzle-orm';
import type { PublishPlatform } from '../../contract/social';
import type { Db } from '../db/client';
import { platformPauses } from '../db/schema';

/**
 * A platform's "rate limited, come back at …", shared by every instance through the database: the
 * publish and engagement jobs call nothing at a paused platform before its time.
 */
export async function pausePlatform(db: Db, platform: PublishPlatform, until: Date): Promise<void> {
  await db
    .insert(platformPauses)
    .values({ platform, until, updatedAt: new Date() })
    .onConflictDoUpdate({ target: platformPauses.platform, set: { until: sql`greatest(${platformPauses.until}, excluded.until)`, updatedAt: new Date() } });
}

/** When a paused platform may be called again; null when it is not paused (or its pause is over). */
export async function platformPausedUntil(db: Db, platform: PublishPlatform, now = new Date()): Promise<Date | null> {
  const [row] = await db.select({ until: platformPauses.until }).from(platformPauses).where(eq(platformPauses.platform, platform));
  return row && row.until.getTime() > now.getTime() ? row.until : null;
}
