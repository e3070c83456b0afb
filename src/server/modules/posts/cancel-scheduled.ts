import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publications } from '../../db/schema';

/**
 * Cancels every scheduled target made from these pieces of the creator's (a piece about to be
 * deleted: docs/product/api.md#library), in `db` (the caller's transaction, so the cancellation and
 * the deletion are one). Each target's version is raised, so its job, when its time comes, does
 * nothing; a target its job claimed meanwhile is no longer scheduled and is left as it goes. Drafts
 * and everything already under way or done are not touched. Answers how many posts had one cancelled.
 */
export async function cancelScheduledFor(opts: { db: Db; userId: string; contentIds: readonly string[] }): Promise<number> {
  const { db, userId, contentIds } = opts;
  if (contentIds.length === 0) return 0;
  const cancelled = await db
    .update(publications)
    .set({ status: 'cancelled', version: sql`${publications.version} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(publications.contentId, [...contentIds]), eq(publications.userId, userId), eq(publications.status, 'scheduled')))
    .returning({ postId: publications.postId, id: publications.id });
  return new Set(cancelled.map((row) => row.postId ?? row.id)).size;
}
