import { eq, sql } from 'drizzle-orm';
import { planFor, type Tier } from '../../../contract/plans';
import { formatMegabytes, type MediaUsage } from '../../../contract/social';
import type { Db } from '../../db/client';
import { mediaUploads, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

const MB = 1024 * 1024;

/** The media a creator on `tier` may keep stored at once: the plan's media_storage_mb. */
export function mediaLimitBytes(tier: Tier): number {
  return planFor(tier).media_storage_mb * MB;
}

/** 413 saying how full the creator's storage is and how room comes back. */
export function storageFullError(usage: MediaUsage): HttpError {
  const figures = `${formatMegabytes(usage.used_bytes)} of ${formatMegabytes(usage.limit_bytes)} used`;
  const opening = usage.used_bytes >= usage.limit_bytes ? `Your media storage is full: ${figures}.` : `This file does not fit in your media storage: ${figures}.`;
  return new HttpError(
    413,
    `${opening} Uploads that are not published with a post are deleted after 24 hours, published ones 7 days after their post; upgrade your plan for more storage.`,
  );
}

/**
 * The creator's stored media (counting uploads still on their way to the storage) and their plan's
 * limit. With `lock`, inside a transaction, it first takes the creator's row for the rest of the
 * transaction, so that the sum is read only once any reservation under way elsewhere has committed.
 */
async function readUsage(db: Db, userId: string, opts: { lock: boolean }): Promise<MediaUsage> {
  const owner = db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId));
  const [row] = opts.lock ? await owner.for('no key update') : await owner;
  // A separate statement after the lock: in READ COMMITTED it sees what the previous holder committed.
  const [stored] = await db
    .select({ used: sql<number>`coalesce(sum(${mediaUploads.bytes}), 0)::float8` })
    .from(mediaUploads)
    .where(eq(mediaUploads.userId, userId));
  return { used_bytes: Number(stored?.used ?? 0), limit_bytes: mediaLimitBytes(row?.tier ?? 'free') };
}

export function mediaUsage(db: Db, userId: string): Promise<MediaUsage> {
  return readUsage(db, userId, { lock: false });
}

/**
 * Records an upload before its bytes are stored, if it fits the creator's limit; 413 if not. One
 * creator's reservations take turns (on every instance), so uploads sent side by side can never
 * together pass the limit.
 */
export async function reserveMedia(db: Db, row: typeof mediaUploads.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    const usage = await readUsage(tx, row.userId, { lock: true });
    if (usage.used_bytes + row.bytes > usage.limit_bytes) throw storageFullError(usage);
    await tx.insert(mediaUploads).values(row);
  });
}
