import { and, eq } from 'drizzle-orm';
import type { JobContext } from '../../queue/job-layer';
import type { JobPayload } from '../../queue/definitions';
import { posts, publications, socialAccounts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { asSocialError } from '../../social/account-tokens';
import { SocialError } from '../../social/errors';
import { platformPausedUntil } from '../../social/platform-pause';
import type { PublishMedia } from '../../social/port';
import { planPost } from '../../social/publish-rules';
import { afterAsking, afterRefusal, markReconnect, publishedAs, tryLater } from './call-outcomes';
import { POST_MESSAGES } from './post-messages';
import type { TargetRow } from './post-view';
import { PER_CREATOR_CALLS, type PublishDeps } from './publish-deps';
import { claimTarget, keepHeartbeat, unclaimed } from './target-claim';
import { durationWords } from './notice-texts';
import { recordEnd, recordPublished, type Call } from './target-outcome';
import { askPlatform, outcomeUnknown } from './unknown-outcome';

/** A scheduled target going out more than this after its time is "late" (the creator is told), never "missed" sooner. */
export const LATE_AFTER_MS = 2 * 60_000;

/** A creator whose calls are all under way waits this long for a slot. */
export const BUSY_WAIT_MS = 5_000;

/** The heartbeat's period: well inside the time after which a silent call counts as stopped. */
export const heartbeatEvery = (deps: PublishDeps) => deps.heartbeatMs ?? Math.min(10_000, Math.max(1_000, Math.floor(deps.staleMs / 3)));

/**
 * Leaves a due target for later (its platform paused, its creator's slots full): the job is sent again for
 * `at`, and the row, now publishing, says so in `updated_at` (the recovery job's two minutes count from it).
 */
async function defer(deps: PublishDeps, target: TargetRow, at: Date): Promise<void> {
  const [moved] = await deps.db
    .update(publications)
    .set({ status: 'publishing', updatedAt: at })
    .where(unclaimed(target))
    .returning({ id: publications.id });
  // Not moved: another run has it, or (a scheduled one) its time has not come by the database's clock; then
  // the job for later is still wanted, and a needless one does nothing.
  if (moved || target.status === 'scheduled') await deps.jobs.send('publishTarget', { targetId: target.id, version: target.version }, { startAfter: at });
}

/** A job that came before its target's time is sent again for the time (at least a second from now). */
async function waitForTime(deps: PublishDeps, payload: JobPayload<'publishTarget'>, at: Date): Promise<void> {
  await deps.jobs.send('publishTarget', payload, { startAfter: new Date(Math.max(at.getTime(), Date.now() + 1_000)) });
}

/**
 * How long after its time a scheduled target's first try was claimed (by the database's clock); 0 for a
 * target published now, and for any later try (a retry is never "late": the first try was made).
 */
export function firstTryLateness(call: Pick<Call, 'attempts' | 'scheduledAt' | 'attemptStartedAt'>): number {
  if (call.attempts !== 1 || !call.scheduledAt || !call.attemptStartedAt) return 0;
  return call.attemptStartedAt.getTime() - call.scheduledAt.getTime();
}

/**
 * The publish job (JOBS.publishTarget, decision 018): one target to its platform, exactly once. A job
 * for an older version, or a target that moved on, does nothing; a paused platform or a creator with
 * three calls under way sends the job again for later; otherwise the row is claimed and the call made,
 * with a heartbeat while it runs, and its outcome written to the row. A scheduled target is claimed from
 * its time on, never before; one whose first try comes more than SCHEDULE_LATE_LIMIT_HOURS after its time
 * (Inkwell was down) is `missed` instead of published (docs/product/scheduling.md).
 */
export async function publishTarget(deps: PublishDeps, payload: JobPayload<'publishTarget'>, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const [target] = await db.select().from(publications).where(eq(publications.id, payload.targetId));
  if (!target || target.version !== payload.version || target.attemptStartedAt) return;
  if (target.status !== 'scheduled' && target.status !== 'publishing') return;
  // Early (a duplicate, or sent without its start time): it waits for the time. The claim checks again by
  // the database's clock.
  if (target.status === 'scheduled' && target.scheduledAt && target.scheduledAt.getTime() > Date.now()) return waitForTime(deps, payload, target.scheduledAt);
  const paused = await platformPausedUntil(db, target.platform);
  if (paused) return defer(deps, target, paused);
  const call = await claimTarget(db, target, deps.perCreator ?? PER_CREATOR_CALLS);
  if (call === 'busy') return defer(deps, target, new Date(Date.now() + BUSY_WAIT_MS));
  if (call === 'stale') return;
  if (call === 'early') return waitForTime(deps, payload, target.scheduledAt ?? new Date());
  const late = firstTryLateness(call);
  if (late > Math.max(deps.lateLimitMs, LATE_AFTER_MS)) return recordEnd(deps, call, 'missed', POST_MESSAGES.missed(durationWords(late)));
  const heartbeat = keepHeartbeat(db, call, heartbeatEvery(deps), (err) => deps.log.warn({ err, targetId: call.id }, 'a publish heartbeat was not recorded'));
  try {
    await makeCall(deps, call, signal);
  } finally {
    heartbeat.stop();
  }
}

/** The handler the job layer runs. */
export function publishTargetHandler(deps: PublishDeps) {
  return (payload: JobPayload<'publishTarget'>, ctx: JobContext) => publishTarget(deps, payload, ctx.signal);
}

async function makeCall(deps: PublishDeps, call: Call, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const { platform } = call;
  const client = deps.clients[platform];
  const [post] = call.postId ? await db.select().from(posts).where(eq(posts.id, call.postId)) : [];
  if (!post) return recordEnd(deps, call, 'failed', POST_MESSAGES.notFound);
  const [account] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, call.userId), eq(socialAccounts.platform, platform)));
  if (!account) return recordEnd(deps, call, 'needs_reconnect', POST_MESSAGES.connectFirst(platform));
  if (account.status === 'reconnect' || account.demoMode !== client.demo) return recordEnd(deps, call, 'needs_reconnect', POST_MESSAGES.reconnect(platform));

  let media: PublishMedia[];
  try {
    media = await deps.media.forPublish(call.userId, post.mediaIds);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return recordEnd(deps, call, 'failed', POST_MESSAGES.mediaGone);
    throw err;
  }
  const text = call.content;
  let parts: string[];
  try {
    parts = planPost({ platform, text, media, thread: post.thread, parts: call.parts });
  } catch (err) {
    if (err instanceof SocialError) return recordEnd(deps, call, 'failed', err.message);
    throw err;
  }
  // What goes out: the text, or a thread's numbered posts one after the other.
  const content = parts.join('\n\n');

  let tokens;
  try {
    tokens = await deps.tokens.fresh(account, client, signal);
  } catch (err) {
    // Nothing was sent to publish yet: a refused refresh is "reconnect", anything else a try later.
    const failure = asSocialError(err);
    if (failure.kind === 'reconnect') {
      await markReconnect(deps, account);
      return recordEnd(deps, call, 'needs_reconnect', failure.message);
    }
    return tryLater(deps, call, failure);
  }
  const profile = { externalId: account.externalId, username: account.username };
  try {
    const outcome = await client.publish({ tokens, profile, text, media, thread: parts.length > 1, parts: call.parts, signal });
    return recordPublished(deps, call, publishedAs(deps, call, { outcome, content, account, demo: client.demo }));
  } catch (err) {
    if (!outcomeUnknown(err)) return afterRefusal(deps, call, account, err as SocialError);
    deps.log.warn({ err, platform, targetId: call.id }, 'a publish call ended without the platform’s answer');
    // Stopping (or over time): the heartbeat stops with this run, and the recovery job asks once it is stale.
    if (signal.aborted) return;
    const asked = await askPlatform(deps, { client, tokens, profile, startedAt: call.attemptStartedAt!, text: call.parts?.[0] ?? text, signal });
    if (signal.aborted) return;
    const failure = err instanceof SocialError ? err : new SocialError('retry', POST_MESSAGES.failedUnexpectedly(platform), { cause: err });
    return afterAsking(deps, call, asked, { content, account, demo: client.demo, failure });
  }
}
