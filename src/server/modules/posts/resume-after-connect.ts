import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublishPlatform } from '../../../contract/social';
import { publications } from '../../db/schema';
import type { PostsDeps } from './posts-deps';
import { sendTargetJobs } from './target-jobs';

/**
 * A creator (re)connected a platform: the scheduled targets on it that were waiting for the account
 * (`needs_reconnect` made when the post was scheduled, their time still ahead, never tried) are scheduled
 * again with a new version and their job, so they go out at their time without the creator moving them
 * (docs/product/scheduling.md#at-its-minute-once). Targets that failed at their time are left for Retry.
 */
export async function resumeAfterConnect(deps: Pick<PostsDeps, 'db' | 'jobs' | 'log'>, userId: string, platform: PublishPlatform): Promise<number> {
  const resumed = await deps.db
    .update(publications)
    .set({ status: 'scheduled', error: null, version: sql`${publications.version} + 1`, reconnectWarnedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(publications.userId, userId),
        eq(publications.platform, platform),
        eq(publications.status, 'needs_reconnect'),
        eq(publications.attempts, 0),
        isNull(publications.attemptStartedAt),
        sql`${publications.scheduledAt} > now()`,
      ),
    )
    .returning();
  await sendTargetJobs(deps, resumed);
  return resumed.length;
}
