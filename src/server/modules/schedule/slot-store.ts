import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { QueueSlot } from '../../../contract/schedule';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';
import type { Db } from '../../db/client';
import { publications, queueSlots, users } from '../../db/schema';

/** The target states that hold a queue slot on their platform: on its way, or gone out at that time. */
const HOLDS_SLOT = ['scheduled', 'publishing', 'published'] as const;

/** A creator's queue slots, sorted by weekday, then time. */
export async function readSlots(db: Db, userId: string): Promise<QueueSlot[]> {
  const rows = await db
    .select({ weekday: queueSlots.weekday, time: queueSlots.localTime, platforms: queueSlots.platforms })
    .from(queueSlots)
    .where(eq(queueSlots.userId, userId))
    .orderBy(asc(queueSlots.weekday), asc(queueSlots.localTime));
  return rows;
}

/** A creator's stored time zone (null until set) and queue slots. */
export async function readSchedule(db: Db, userId: string): Promise<{ timezone: string | null; slots: QueueSlot[] }> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return { timezone: user?.timezone ?? null, slots: await readSlots(db, userId) };
}

/** Replaces every slot of a creator; `db` is the caller's transaction, so the week changes whole or not at all. */
export async function replaceSlots(db: Db, userId: string, slots: readonly QueueSlot[]): Promise<void> {
  await db.delete(queueSlots).where(eq(queueSlots.userId, userId));
  if (slots.length === 0) return;
  await db.insert(queueSlots).values(
    slots.map((slot) => ({
      id: randomUUID(),
      userId,
      weekday: slot.weekday,
      localTime: slot.time,
      // In the platforms' usual order, so the schedule reads back the same however it was sent.
      platforms: PUBLISH_PLATFORMS.filter((platform) => slot.platforms.includes(platform)),
    })),
  );
}

/**
 * The instants (epoch ms) between `from` and `to` at which the creator already has a target that holds
 * a slot, per platform: "Add to queue" passes over them for that platform only.
 */
export async function takenInstants(
  db: Db,
  opts: { userId: string; platforms: readonly PublishPlatform[]; from: Date; to: Date },
): Promise<Map<PublishPlatform, Set<number>>> {
  const taken = new Map<PublishPlatform, Set<number>>();
  if (opts.platforms.length === 0) return taken;
  const rows = await db
    .select({ platform: publications.platform, at: publications.scheduledAt })
    .from(publications)
    .where(
      and(
        eq(publications.userId, opts.userId),
        inArray(publications.platform, [...opts.platforms]),
        inArray(publications.status, [...HOLDS_SLOT]),
        gte(publications.scheduledAt, opts.from),
        lte(publications.scheduledAt, opts.to),
      ),
    );
  for (const row of rows) {
    if (!row.at) continue;
    let set = taken.get(row.platform);
    if (!set) taken.set(row.platform, (set = new Set()));
    set.add(row.at.getTime());
  }
  return taken;
}
