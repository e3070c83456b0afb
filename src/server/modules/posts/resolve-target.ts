import { and, eq, sql } from 'drizzle-orm';
import type { Post, ResolveTargetRequest } from '../../../contract/posts';
import { publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { POST_MESSAGES } from './post-messages';
import { isUuid, loadPost, loadPostRows } from './post-view';
import type { PostsDeps } from './posts-deps';
import { sendTargetJobs } from './target-jobs';
import { announceOutcomes } from './target-webhooks';

/**
 * The creator's word on a target whose outcome Inkwell could not find out (the unknown-outcome rule):
 * it is on the platform (`published`, with its link when given), or it is not, and it is published again.
 */
export async function resolveTarget(deps: PostsDeps, userId: string, postId: string, targetId: string, request: ResolveTargetRequest): Promise<Post> {
  const { db } = deps;
  const { post, targets } = await loadPostRows(db, userId, postId);
  const target = isUuid(targetId) ? targets.find((t) => t.id === targetId) : undefined;
  if (!target) throw new HttpError(404, POST_MESSAGES.targetNotFound);
  if (target.status !== 'unknown') throw new HttpError(409, POST_MESSAGES.notUnknown(target.platform));
  const changes = request.published
    ? { status: 'published' as const, url: request.url ?? null, publishedAt: sql`now()`, error: null }
    : // Published now at the creator's word, no longer at a time (its time's e-mails were sent).
      { status: 'publishing' as const, error: null, attemptStartedAt: null, heartbeatAt: null, scheduledAt: null, scheduledTz: null };
  const [row] = await db
    .update(publications)
    .set({ ...changes, version: target.version + 1, updatedAt: sql`now()` })
    .where(and(eq(publications.id, target.id), eq(publications.status, 'unknown'), eq(publications.version, target.version)))
    .returning();
  if (!row) throw new HttpError(409, POST_MESSAGES.notUnknown(target.platform));
  if (row.status === 'published') announceOutcomes(deps.webhooks, userId, [row]);
  else await sendTargetJobs(deps, [row]);
  return loadPost(db, userId, post.id);
}
