import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/raw-rows';
import { publications } from '../../db/schema';

/**
 * Cancels every scheduled target made from these pieces of the creator's (a piece about to be
 * deleted: docs/product/api.md#library), in `db` (the caller's transaction, so the cancellation and
 * the deletion are one). Each target's version is raised, so its job, when its time comes, does
 * nothing; a target its job claimed meanwhile is no longer scheduled and is left as it goes. Drafts
 * and everything already under way or done are not touched.
 */
export async function cancelScheduledFor(opts: { db: Db; userId: string; contentIds: readonly string[] }): Promise<CancelledPosts> {
  const { db, userId, contentIds } = opts;
  if (contentIds.length === 0) return { posts: 0, refunds: [] };
  const cancelled = await db
    .update(publications)
    .set({ status: 'cancelled', version: sql`${publications.version} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(publications.contentId, [...contentIds]), eq(publications.userId, userId), eq(publications.status, 'scheduled')))
    .returning({ postId: publications.postId, id: publications.id });
  const postIds = [...new Set(cancelled.flatMap((row) => (row.postId ? [row.postId] : [])))];
  // A post left with nothing to come and none of it run gives its social-post unit back (to its month).
  const refunds =
    postIds.length === 0
      ? []
      : await rows<{ period: string }>(
          db,
          sql`with old as (
                select id, quota_period from posts
                where id in (${sql.join(postIds.map((id) => sql`${id}::uuid`), sql`, `)}) and user_id = ${userId} and quota_period is not null
                  and not exists (select 1 from publications p where p.post_id = posts.id
                    and (p.status not in ('cancelled', 'draft') or p.attempts > 0 or p.published_at is not null))
                for update)
              update posts set quota_period = null from old where posts.id = old.id
              returning old.quota_period as period`,
        );
  return { posts: new Set(cancelled.map((row) => row.postId ?? row.id)).size, refunds: refunds.map((r) => r.period) };
}

/**
 * How many posts had a target cancelled, and the months whose social-post unit is to be given back once
 * the caller's transaction is committed (PostsService.cancelScheduledFor does it).
 */
export interface CancelledPosts {
  posts: number;
  refunds: string[];
}
