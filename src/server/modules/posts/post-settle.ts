import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/raw-rows';
import { loadPost, type TargetRow } from './post-view';
import type { PublishDeps } from './publish-deps';
import { sendTimeNotices } from './post-notices';

/**
 * What a target's outcome settled: its post's targets of the same scheduled time (`time`: the creator is
 * e-mailed once for them, grouped by kind), and the whole post (`post`: nothing left scheduled or
 * publishing; post.published / post.failed).
 */
export interface Settled {
  time: boolean;
  post: boolean;
}

/**
 * Called in the transaction that records a target's outcome, after its row is written: under the post's
 * row lock, so that of two targets settling at once on two instances exactly one (the later) sees
 * nothing left pending, and the creator is told once.
 */
export async function settledBy(tx: Db, row: TargetRow): Promise<Settled> {
  if (!row.postId) return { time: false, post: false };
  await tx.execute(sql`select id from posts where id = ${row.postId} for update`);
  const at = row.scheduledAt?.toISOString() ?? null;
  const pending = await rows<{ same: boolean }>(
    tx,
    sql`select (scheduled_at is not distinct from ${at}::timestamptz) as same from publications
        where post_id = ${row.postId} and status in ('scheduled', 'publishing')`,
  );
  return { time: row.scheduledAt !== null && !pending.some((p) => p.same), post: pending.length === 0 };
}

/**
 * After the outcome is committed: the e-mail(s) for the target's time, and the post.* webhook of a
 * scheduled post that settled. Never throws: the outcome is recorded whatever becomes of the notices.
 */
export async function afterSettled(deps: PublishDeps, row: TargetRow, settled: Settled): Promise<void> {
  if (!row.postId) return;
  try {
    if (settled.time && row.scheduledAt) await sendTimeNotices(deps, row.userId, row.postId, row.scheduledAt);
    if (settled.post) {
      const post = await loadPost(deps.db, row.userId, row.postId);
      // Only a post that had a time: one published now is told by publication.* as before.
      if (post.targets.some((t) => t.scheduled_at !== null)) {
        deps.webhooks.postEvent(row.userId, post.targets.some((t) => t.state === 'published') ? 'post.published' : 'post.failed', post);
      }
    }
  } catch (err) {
    deps.log.error({ err, postId: row.postId }, 'the creator could not be told of a scheduled post’s outcome');
  }
}
