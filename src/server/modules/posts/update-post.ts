import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Post, UpdatePostRequest } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { posts, publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { accountsOn, ownMedia } from './post-inputs';
import { POST_MESSAGES } from './post-messages';
import { checkTargets } from './post-refusal';
import { threadPartsFor } from './thread-parts';
import { scheduledTime } from './post-schedule';
import { loadPost, loadPostRows, type TargetRow } from './post-view';
import type { PostsDeps } from './posts-deps';
import { sendTargetJobs } from './target-jobs';
import { announceOutcomes } from './target-webhooks';

/** Thrown inside the transaction when a target moved on meanwhile (its job claimed it): nothing is changed. */
const moved = () => new HttpError(409, POST_MESSAGES.notEditable);

/** A post's time after a change: a draft, or scheduled at one time for all its platforms. */
function timeAfter(request: UpdatePostRequest, live: readonly TargetRow[]): Date | null {
  if (request.scheduled_at === null) return null;
  if (request.scheduled_at !== undefined) return scheduledTime(request.scheduled_at);
  const times = live.filter((t) => t.status === 'scheduled' && t.scheduledAt).map((t) => t.scheduledAt!.getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/**
 * Changes a post while it is still only planned (every target it still has a draft or scheduled):
 * its text (targets without their own follow), the platforms' own texts (`variants` replaces them all),
 * its platforms (new targets are added, removed ones cancelled), media, thread, and its time
 * (`scheduled_at: null` makes it a draft). Checked like a new post; each target's version is raised and
 * its job sent again, so a job for the old version does nothing. 409 once any target has started.
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
  const at = timeAfter(request, live);
  const checked = checkTargets({
    targets: platforms.map((platform) =>
      platform === 'twitter' && threadParts ? { platform, text: threadParts.join('\n\n'), parts: threadParts } : { platform, text: ownText(platform) ?? text },
    ),
    media: await ownMedia(db, userId, mediaIds),
    thread,
    accounts: await accountsOn(db, userId, platforms),
    clients: deps.clients,
  });

  const now = new Date();
  const changed = await db.transaction(async (tx) => {
    await tx.update(posts).set({ text, mediaIds, thread, updatedAt: now }).where(eq(posts.id, post.id));
    const rows: TargetRow[] = [];
    for (const target of checked) {
      const before = targets.find((t) => t.platform === target.platform);
      const status = at === null ? 'draft' : target.reconnect ? 'needs_reconnect' : 'scheduled';
      const values = {
        status,
        scheduledAt: at,
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
    return rows;
  });
  await sendTargetJobs(deps, changed);
  announceOutcomes(deps.webhooks, userId, changed);
  return loadPost(db, userId, post.id);
}
