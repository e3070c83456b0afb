import { sql } from 'drizzle-orm';
import { publicationMetrics, publications } from '../../db/schema';
import { firstMetricsRow } from '../../jobs/metrics-refresh';
import type { PublishDeps } from './publish-deps';
import type { TargetRow } from './post-view';
import { afterSettled, settledBy, type Settled } from './post-settle';
import { holds } from './target-claim';
import { announceOutcomes } from './target-webhooks';

/** The call a job or the recovery holds: its target's row as claimed (`attempts` names the call). */
export type Call = TargetRow;

/**
 * A final outcome is counted for /metrics, told to webhooks and to a request waiting for the post here
 * (POST /api/social/publish), and, once what it settled is known (post-settle.ts), to the creator by
 * e-mail and to post.* webhooks.
 */
async function settle(deps: PublishDeps, row: TargetRow, settled: Settled): Promise<void> {
  deps.metrics?.publishOutcome(row.platform, row.status);
  announceOutcomes(deps.webhooks, row.userId, [row]);
  if (row.postId) deps.events.settled(row.postId);
  await afterSettled(deps, row, settled);
}

function lost(deps: PublishDeps, call: Call, outcome: string): void {
  // Another run decided first (the recovery, after this instance was not heard of for too long).
  deps.log.warn({ targetId: call.id, attempt: call.attempts, outcome }, 'a publish outcome came after the target had moved on');
}

/**
 * Published: the platform's id and link, the text as it went out (a thread's numbered parts), and for a
 * real platform the first fetch of its numbers, in one transaction.
 */
export async function recordPublished(
  deps: PublishDeps,
  call: Call,
  result: { externalId: string | null; url: string | null; content: string; username: string | null; demoMode: boolean },
): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(publications)
      .set({
        status: 'published',
        externalId: result.externalId,
        url: result.url,
        content: result.content,
        username: result.username,
        demoMode: result.demoMode,
        error: null,
        publishedAt: sql`now()`,
        attemptStartedAt: null,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(holds(call))
      .returning();
    if (!done) return undefined;
    // A real post's numbers are fetched by the metrics job; a demo post has none.
    if (!done.demoMode && done.externalId) await tx.insert(publicationMetrics).values(firstMetricsRow(done)).onConflictDoNothing();
    return { done, settled: await settledBy(tx, done) };
  });
  if (row) await settle(deps, row.done, row.settled);
  else lost(deps, call, 'published');
}

/** Failed, needs reconnecting, missed (too late to publish) or of unknown outcome: with the message the creator reads. */
export async function recordEnd(deps: PublishDeps, call: Call, status: 'failed' | 'needs_reconnect' | 'unknown' | 'missed', error: string): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(publications)
      .set({
        status,
        error,
        // When it ended; an unknown outcome has not ended yet.
        publishedAt: status === 'unknown' ? null : sql`now()`,
        attemptStartedAt: null,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(holds(call))
      .returning();
    return done ? { done, settled: await settledBy(tx, done) } : undefined;
  });
  if (row) await settle(deps, row.done, row.settled);
  else lost(deps, call, status);
}

/**
 * Known not to have posted: the call is let go and the target's job is sent again for `at`. The row's
 * `updated_at` is that time, so that the recovery job (which re-sends jobs for targets left publishing
 * without a call for two minutes) does not cut the wait short.
 */
export async function recordRetry(deps: PublishDeps, call: Call, at: Date): Promise<void> {
  const [row] = await deps.db
    .update(publications)
    .set({ status: 'publishing', error: null, attemptStartedAt: null, heartbeatAt: null, updatedAt: at })
    .where(holds(call))
    .returning({ id: publications.id, version: publications.version });
  if (!row) return lost(deps, call, 'retry');
  try {
    await deps.jobs.send('publishTarget', { targetId: row.id, version: row.version }, { startAfter: at });
  } catch (err) {
    deps.log.error({ err, targetId: row.id }, 'a publish job could not be sent again; the recovery job will send it');
  }
}
