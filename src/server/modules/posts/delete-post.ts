import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeletePostResponse } from '../../../contract/posts';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
import { posts, publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { POST_MESSAGES } from './post-messages';
import { loadPostRows } from './post-view';
import type { PostsDeps } from './posts-deps';

/**
 * Deletes a post: what was still to come is cancelled and goes with it, and so do its failed targets.
 * Its published targets stay, without their post: they are on their platforms (Inkwell does not delete
 * them there) and they are the creator's analytics history. 409 while a target is being published: the
 * outcome of that call must have somewhere to go. A scheduled post none of whose targets ran gives back
 * the social-post unit it took.
 */
export async function deletePost(deps: PostsDeps, userId: string, postId: string): Promise<DeletePostResponse> {
  const { db } = deps;
  const { post, targets } = await loadPostRows(db, userId, postId);
  if (targets.some((t) => t.status === 'publishing')) throw new HttpError(409, POST_MESSAGES.publishingNow);
  const kept = await db.transaction(async (tx) => {
    // Cancelled first, under the rows' locks: a job claims none of them after this, and one that
    // claimed a target meanwhile is seen below.
    await tx
      .update(publications)
      .set({ status: 'cancelled', version: sql`${publications.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(publications.postId, post.id), inArray(publications.status, ['draft', 'scheduled'])));
    const [busy] = await tx
      .select({ id: publications.id })
      .from(publications)
      .where(and(eq(publications.postId, post.id), eq(publications.status, 'publishing')));
    if (busy) throw new HttpError(409, POST_MESSAGES.publishingNow);
    const published = await tx
      .update(publications)
      .set({ postId: null, updatedAt: sql`now()` })
      .where(and(eq(publications.postId, post.id), eq(publications.status, 'published')))
      .returning({ platform: publications.platform });
    const [gone] = await tx.delete(posts).where(eq(posts.id, post.id)).returning({ quotaPeriod: posts.quotaPeriod });
    return { platforms: published.map((p) => p.platform), refund: gone?.quotaPeriod ?? null };
  });
  // Cancelled before any of it ran: the month's social-post unit it took when scheduled is given back.
  if (kept.refund && targets.every((t) => t.attempts === 0 && t.publishedAt === null)) await deps.quota.giveBack(userId, kept.refund);
  const stay = PUBLISH_PLATFORMS.filter((p) => kept.platforms.includes(p));
  return { success: true, message: stay.length > 0 ? POST_MESSAGES.deletedKept(stay) : POST_MESSAGES.deleted, still_on_platforms: stay };
}
