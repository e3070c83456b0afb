import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Post, UpdatePostRequest } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import type { Db } from '../../db/client';
import { posts, publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { accountsOn, ownMedia } from './post-inputs';
import { POST_MESSAGES } from './post-messages';
import { checkTargets } from './post-refusal';
import { refuseUnfilledSlots } from './post-slots';
import { threadPartsFor } from './thread-parts';
import { scheduledTime } from './post-schedule';
import { timesAsked, timesKept, zoneFor } from './post-timing';
import { loadPost, loadPostRows, type TargetRow } from './post-view';
import type { PostsDeps } from './posts-deps';
import { sendTargetJobs } from './target-jobs';
import { announceOutcomes } from './target-webhooks';

/** Thrown inside the transaction when a target moved on meanwhile (its job claimed it): nothing is changed. */
const moved = () => new HttpError(409, POST_MESSAGES.notEditable);

/** A post's times after a change: a draft (null), the time or queue asked for, or each target's own kept. */
async function timesAfter(deps: PostsDeps, userId: string, request: UpdatePostRequest, live: readonly TargetRow[], platforms: readonly PublishPlatform[], now: Date) {
  if (request.scheduled_at === null) return null;
  if (request.scheduled_at !== undefined || request.queue) {
    const at = request.scheduled_at ? scheduledTime(request.scheduled_at, now) : null;
    return timesAsked(deps, userId, { at, queue: request.queue === true, platforms }, now);
  }
  return timesKept(live);
}

/**
 * Changes a post while it is still only planned (every target it still has a draft or scheduled):
 * its text (targets without their own follow), the platforms' own texts (`variants` replaces them all),
 * its platforms (new targets are added, removed ones cancelled), media, thread, and its time
 * (`scheduled_at`, each platform's next queue slot with `queue`, `scheduled_at: null` makes it a draft;
 * otherwise each platform keeps its own). Checked like a new post; each target's version is raised and
 * its job sent again, so a job for the old version does nothing. 409 once any target has started. A draft
 * given a time takes the month's social-post unit; a scheduled post made a draft gives it back.
 */
export async function updatePost(deps: PostsDeps, userId: string, postId: string, request: UpdatePostRequest): Promise<Post> {
  const { db } = deps;
  const { post, targets } = await loadPostRows(db, userId, postId);
  const live = targets.filter((t) => t.status !== 'cancelled');
  if (live.some((t) => t.status !== 'draft' && t.status !== 'scheduled')) throw new HttpError(409, POST_MESSAGES.notEditable);

  const text = request.text?.trim() ?? post.text;
  const platforms: PublishPlatform[] = request.platforms ?? live.map((t) => t.platform);
  const mediaIds = request.media_ids ?? post.mediaIds;
  const thread = request.thread ?? post.thread;
  const ownText = (platform: PublishPlatform): string | undefined => {
    if (request.variants) return request.variants[platform]?.trim();
    // A thread's joined parts are no text of its own once the thread is replaced or removed.
    const target = live.find((t) => t.platform === platform && t.ownText && !(t.parts && request.thread_parts !== undefined));
    return target?.content;
  };
  // Given (or null: back to one X text), else the X target's as it is.
  const threadParts =
    request.thread_parts !== undefined
      ? threadPartsFor(platforms, request.thread_parts)
      : request.variants?.twitter !== undefined
        ? null
        : (live.find((t) => t.platform === 'twitter')?.parts ?? null);
  const now = new Date();
  const times = await timesAfter(deps, userId, request, live, platforms, now);
  const texts = platforms.map((platform) =>
    platform === 'twitter' && threadParts ? { platform, text: threadParts.join('\n\n'), parts: threadParts } : { platform, text: ownText(platform) ?? text },
  );
  // Still a draft (no time): it may keep its slots.
  if (times !== null) refuseUnfilledSlots(texts.map((target) => target.text));
  const checked = checkTargets({
    targets: texts,
    media: await ownMedia(db, userId, mediaIds),
    thread,
    accounts: await accountsOn(db, userId, platforms),
    clients: deps.clients,
  });

  // A draft given a time takes the month's unit; a post made a draft again gives its unit back.
  const takesUnit = times !== null && post.quotaPeriod === null && live.every((t) => t.status === 'draft');
  const work = async (tx: Db, period: string | null) => {
    await tx
      .update(posts)
      .set({ text, mediaIds, thread, updatedAt: now, ...(period !== null && { quotaPeriod: period }) })
      .where(eq(posts.id, post.id));
    // Given back once: only by the change that finds the unit still on the post.
    const refund =
      times === null && post.quotaPeriod !== null
        ? await tx
            .update(posts)
            .set({ quotaPeriod: null })
            .where(and(eq(posts.id, post.id), eq(posts.quotaPeriod, post.quotaPeriod)))
            .returning({ id: posts.id })
        : [];
    const rows: TargetRow[] = [];
    for (const target of checked) {
      const before = targets.find((t) => t.platform === target.platform);
      const at = times?.at(target.platform) ?? null;
      const status = at === null ? 'draft' : target.reconnect ? 'needs_reconnect' : 'scheduled';
      const values = {
        status,
        scheduledAt: at,
        scheduledTz: times && at ? zoneFor(times, before, target.platform) : null,
        // A target moved to another time is warned again if its account still needs reconnecting.
        ...(before?.scheduledAt?.getTime() !== at?.getTime() && { reconnectWarnedAt: null }),
        content: target.text,
        ownText: target.parts ? true : ownText(target.platform) !== undefined,
        parts: target.parts ?? null,
        username: target.account.username,
        demoMode: target.account.demoMode,
        error: status === 'needs_reconnect' ? target.reconnect : null,
        updatedAt: now,
      } as const;
      if (!before) {
        const fresh = { id: randomUUID(), userId, postId: post.id, contentId: post.contentId, platform: target.platform, version: 0, createdAt: now, ...values };
        rows.push(...(await tx.insert(publications).values(fresh).returning()));
        continue;
      }
      // Only while it is as it was read: a target its job claimed meanwhile stops the whole change.
      const [row] = await tx
        .update(publications)
        .set({ ...values, version: before.version + 1 })
        .where(and(eq(publications.id, before.id), eq(publications.status, before.status), eq(publications.version, before.version)))
        .returning();
      if (!row) throw moved();
      rows.push(row);
    }
    for (const gone of live.filter((t) => !platforms.includes(t.platform))) {
      const [row] = await tx
        .update(publications)
        .set({ status: 'cancelled', version: gone.version + 1, updatedAt: now })
        .where(and(eq(publications.id, gone.id), eq(publications.status, gone.status), eq(publications.version, gone.version)))
        .returning();
      if (!row) throw moved();
    }
    return { rows, refund: refund.length > 0 ? post.quotaPeriod : null };
  };
  const changed = takesUnit ? await deps.quota.take(userId, work) : await db.transaction((tx) => work(tx, null));
  if (changed.refund) await deps.quota.giveBack(userId, changed.refund);
  await sendTargetJobs(deps, changed.rows);
  announceOutcomes(deps.webhooks, userId, changed.rows);
  const updated = await loadPost(db, userId, post.id);
  if (times !== null && (request.scheduled_at || request.queue)) deps.webhooks.postEvent(userId, 'post.scheduled', updated);
  return updated;
}
