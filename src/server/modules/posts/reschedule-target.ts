import { and, eq, isNull } from 'drizzle-orm';
import type { Post, RescheduleTargetRequest } from '../../../contract/posts';
import { publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { creatorZone } from './creator-info';
import { accountsOn } from './post-inputs';
import { POST_MESSAGES } from './post-messages';
import { scheduledTime } from './post-schedule';
import { isUuid, loadPost, loadPostRows, type TargetRow } from './post-view';
import type { PostsDeps } from './posts-deps';
import { sendTargetJobs } from './target-jobs';

/** A target that can be given another time: not started, or missed (it never went out). */
function movable(target: TargetRow, now: Date): boolean {
  if (target.status === 'scheduled' || target.status === 'missed') return true;
  // Waiting for its account before its time (it was never tried).
  return target.status === 'needs_reconnect' && target.attempts === 0 && target.scheduledAt !== null && target.scheduledAt > now;
}

/**
 * PATCH /api/posts/{id}/targets/{target_id} (the calendar's drag and its keyboard "Move"): one platform's
 * target to another time, the post's other platforms staying where they are. Its version is raised and
 * its job sent for the new time, so the job sent for the old time does nothing; the time is stored with
 * the creator's zone of now, and a reconnect warning is given again for the new time. A missed target
 * scheduled again is tried afresh. Takes no social-post unit: the post took its unit when scheduled.
 * 404 for a target not the creator's, 409 once it has started (or is done, or a draft).
 */
export async function rescheduleTarget(deps: PostsDeps, userId: string, postId: string, targetId: string, request: RescheduleTargetRequest): Promise<Post> {
  const { db } = deps;
  const { post, targets } = await loadPostRows(db, userId, postId);
  const target = isUuid(targetId) ? targets.find((t) => t.id === targetId) : undefined;
  if (!target) throw new HttpError(404, POST_MESSAGES.targetNotFound);
  const now = new Date();
  if (!movable(target, now)) throw new HttpError(409, POST_MESSAGES.notMovable(target.platform));
  const at = scheduledTime(request.scheduled_at, now);

  // One that waited for its account is scheduled once the account works again.
  let status: 'scheduled' | 'needs_reconnect' = 'scheduled';
  if (target.status === 'needs_reconnect') {
    const [account] = await accountsOn(db, userId, [target.platform]);
    const usable = account && account.status === 'connected' && account.demoMode === deps.clients[target.platform].demo;
    if (!usable) status = 'needs_reconnect';
  }
  const [row] = await db
    .update(publications)
    .set({
      status,
      scheduledAt: at,
      scheduledTz: await creatorZone(db, userId),
      reconnectWarnedAt: null,
      error: status === 'scheduled' ? null : target.error,
      attempts: 0,
      publishedAt: null,
      version: target.version + 1,
      updatedAt: now,
    })
    // Only while it is as it was read: a target its job claimed meanwhile has started.
    .where(and(eq(publications.id, target.id), eq(publications.status, target.status), eq(publications.version, target.version), isNull(publications.attemptStartedAt)))
    .returning();
  if (!row) throw new HttpError(409, POST_MESSAGES.notMovable(target.platform));
  await sendTargetJobs(deps, [row]);
  const moved = await loadPost(db, userId, post.id);
  deps.webhooks.postEvent(userId, 'post.scheduled', moved);
  return moved;
}
