import { and, eq } from 'drizzle-orm';
import type { Post } from '../../../contract/posts';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';
import { publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { accountsOn } from './post-inputs';
import { POST_MESSAGES } from './post-messages';
import { loadPost, loadPostRows, type TargetRow } from './post-view';
import type { PostsDeps } from './posts-deps';
import { sendTargetJobs } from './target-jobs';

/**
 * Publishes a post's failed and missed targets again, and those that needed reconnecting once their account is
 * connected again (409 naming the platforms still to reconnect); 409 when there is nothing to retry.
 * Each goes back to publishing (or to its time, when that is still ahead), with a new version and a new
 * round of tries. `platforms`: only those platforms' targets.
 */
export async function retryPost(deps: PostsDeps, userId: string, postId: string, platforms?: PublishPlatform[]): Promise<Post> {
  const { db } = deps;
  const { post, targets } = await loadPostRows(db, userId, postId);
  const again = targets.filter((t) => (t.status === 'failed' || t.status === 'needs_reconnect' || t.status === 'missed') && (!platforms || platforms.includes(t.platform)));
  if (again.length === 0) throw new HttpError(409, POST_MESSAGES.nothingToRetry);
  const accounts = await accountsOn(db, userId, again.map((t) => t.platform));
  const accountOf = (t: TargetRow) => accounts.find((a) => a.platform === t.platform);
  const unusable = again.filter((t) => {
    const account = accountOf(t);
    return t.status === 'needs_reconnect' && !(account && account.status === 'connected' && account.demoMode === deps.clients[t.platform].demo);
  });
  if (unusable.length > 0) {
    throw new HttpError(409, POST_MESSAGES.reconnectBeforeRetry(PUBLISH_PLATFORMS.filter((p) => unusable.some((t) => t.platform === p))));
  }
  const now = new Date();
  const sent = await db.transaction(async (tx) => {
    const rows: TargetRow[] = [];
    for (const target of again) {
      const account = accountOf(target);
      const ahead = target.scheduledAt !== null && target.scheduledAt > now;
      const [row] = await tx
        .update(publications)
        .set({
          status: ahead ? 'scheduled' : 'publishing',
          // Its time passed: it is published now, at the creator's word, and is no longer a scheduled
          // target (never "late" or "missed", and its time's e-mails are not sent again).
          ...(!ahead && { scheduledAt: null, scheduledTz: null }),
          error: null,
          publishedAt: null,
          attempts: 0,
          attemptStartedAt: null,
          heartbeatAt: null,
          version: target.version + 1,
          updatedAt: now,
          ...(account && { username: account.username, demoMode: account.demoMode }),
        })
        .where(and(eq(publications.id, target.id), eq(publications.status, target.status), eq(publications.version, target.version)))
        .returning();
      if (row) rows.push(row);
    }
    return rows;
  });
  await sendTargetJobs(deps, sent);
  return loadPost(db, userId, post.id);
}
