import { and, eq, sql } from 'drizzle-orm';
import { publications, socialAccounts } from '../../db/schema';
import { rows } from '../../db/raw-rows';
import { asSocialError } from '../../social/account-tokens';
import { SocialError } from '../../social/errors';
import { afterAsking } from './call-outcomes';
import { POST_MESSAGES } from './post-messages';
import type { PublishDeps } from './publish-deps';
import { sendTargetJobs } from './target-jobs';
import { holds } from './target-claim';
import { recordEnd, type Call } from './target-outcome';
import { askPlatform } from './unknown-outcome';

/** A due target without a call for this long has lost its job (a crash between commit and send). */
export const ORPHAN_AFTER_MS = 2 * 60_000;
/** Targets looked at per round; the next round (a minute later) takes the rest. */
const PER_ROUND = 200;

/**
 * The recovery job (JOBS.publishRecovery, every minute; decision 018). Calls whose instance stopped
 * (heartbeat older than PUBLISH_STALE_SECONDS) get the unknown-outcome rule: the platform is asked where
 * it can be, else the target is `unknown`. Due targets without a call for two minutes (scheduled ones
 * past their time, publishing ones not tried) get their job again; a duplicate job is harmless, as the
 * claim lets one through.
 */
export async function recoverPublishing(deps: PublishDeps, signal?: AbortSignal): Promise<{ recovered: number; resent: number }> {
  const { db } = deps;
  const staleSeconds = Math.max(1, Math.round(deps.staleMs / 1000));
  const stale = await db
    .select({ id: publications.id, attempts: publications.attempts })
    .from(publications)
    .where(
      and(
        eq(publications.status, 'publishing'),
        sql`${publications.attemptStartedAt} is not null`,
        sql`coalesce(${publications.heartbeatAt}, ${publications.attemptStartedAt}) < now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .limit(PER_ROUND);
  let recovered = 0;
  for (const candidate of stale) {
    if (signal?.aborted) break;
    // Taken by one recoverer: its heartbeat, refreshed here, keeps any other away while it asks.
    const [call] = await db
      .update(publications)
      .set({ heartbeatAt: sql`now()` })
      .where(and(holds(candidate), sql`coalesce(${publications.heartbeatAt}, ${publications.attemptStartedAt}) < now() - make_interval(secs => ${staleSeconds})`))
      .returning();
    if (!call) continue;
    try {
      await recoverCall(deps, call, signal);
      recovered++;
    } catch (err) {
      deps.log.error({ err, targetId: call.id }, 'a stopped publish call could not be recovered; the next round tries again');
    }
  }

  const orphanSeconds = ORPHAN_AFTER_MS / 1000;
  // Due without a call: now publishing, its `updated_at` the time of this re-send.
  const orphans = await rows<{ id: string; version: number }>(
    db,
    sql`update publications set status = 'publishing', updated_at = now()
        where id in (
          select id from publications
          where attempt_started_at is null
            and ((status = 'publishing' and updated_at < now() - make_interval(secs => ${orphanSeconds}))
              or (status = 'scheduled' and scheduled_at < now() - make_interval(secs => ${orphanSeconds})))
          limit ${PER_ROUND}
          for update skip locked)
        returning id, version`,
  );
  await sendTargetJobs(deps, orphans.map((o) => ({ ...o, status: 'publishing' as const, scheduledAt: null })));
  return { recovered, resent: orphans.length };
}

/** The handler the job layer runs every minute. */
export function publishRecoveryHandler(deps: PublishDeps) {
  return async (_payload: unknown, ctx: { signal: AbortSignal }) => {
    const { recovered, resent } = await recoverPublishing(deps, ctx.signal);
    if (recovered + resent > 0) deps.log.info({ recovered, resent }, 'publish recovery');
  };
}

/** The unknown-outcome rule for a call whose instance stopped mid-way. */
async function recoverCall(deps: PublishDeps, call: Call, signal?: AbortSignal): Promise<void> {
  const { platform } = call;
  const client = deps.clients[platform];
  const unknown = () => recordEnd(deps, call, 'unknown', POST_MESSAGES.unknownOutcome(platform));
  if (!client.findRecent) return unknown();
  const [account] = await deps.db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, call.userId), eq(socialAccounts.platform, platform)));
  if (!account || account.demoMode !== client.demo) return unknown();
  let tokens;
  try {
    tokens = await deps.tokens.fresh(account, client, signal);
  } catch (err) {
    deps.log.warn({ err: asSocialError(err), platform }, 'could not ask the platform whether a post went out');
    return unknown();
  }
  const profile = { externalId: account.externalId, username: account.username };
  const asked = await askPlatform(deps, { client, tokens, profile, startedAt: call.attemptStartedAt!, text: call.parts?.[0] ?? call.content, signal });
  if (signal?.aborted) return;
  // Found, it is recorded with the target's text (a thread's numbered parts are the platform's to show).
  const failure = new SocialError('retry', POST_MESSAGES.failedUnexpectedly(platform));
  return afterAsking(deps, call, asked, { content: call.content, account, demo: client.demo, failure });
}
