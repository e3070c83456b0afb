import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreatePostRequest, Post, TargetState } from '../../../contract/posts';
import type { Db } from '../../db/client';
import { posts, publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { accountsOn, historyText, ownMedia } from './post-inputs';
import { POST_MESSAGES } from './post-messages';
import { checkTargets } from './post-refusal';
import { refuseUnfilledSlots } from './post-slots';
import { threadPartsFor } from './thread-parts';
import { scheduledTime } from './post-schedule';
import { timesAsked } from './post-timing';
import { toPost, type TargetRow } from './post-view';
import type { PostsDeps } from './posts-deps';
import { sendTargetJobs } from './target-jobs';
import { announceOutcomes } from './target-webhooks';

/**
 * A new post: the text (or the history item's), each platform's own text where `variants` gives one,
 * checked against every platform's rules and accounts before anything is made (PostRefused), then the
 * post and its targets in one transaction: drafts, scheduled at their time (`scheduled_at`, or each
 * platform's next queue slot with `queue`), or publishing now; a target whose account must be reconnected
 * starts as `needs_reconnect`. A scheduled post takes one unit of the month's social posts in that
 * transaction (403 at the limit, nothing made). The jobs are sent once it is committed.
 */
export async function createPost(deps: PostsDeps, userId: string, request: CreatePostRequest): Promise<Post> {
  const { db } = deps;
  const fromHistory = request.content_id ? await historyText(db, userId, request.content_id) : undefined;
  const text = (request.text ?? fromHistory ?? '').trim();
  if (text === '') throw new HttpError(422, POST_MESSAGES.noText);
  const media = await ownMedia(db, userId, request.media_ids);
  const now = new Date();
  const at = request.scheduled_at ? scheduledTime(request.scheduled_at, now) : null;
  const state: TargetState = request.draft ? 'draft' : at || request.queue ? 'scheduled' : 'publishing';

  const threadParts = threadPartsFor(request.platforms, request.thread_parts);
  const texts = request.platforms.map((platform) =>
    platform === 'twitter' && threadParts
      ? { platform, text: threadParts.join('\n\n'), parts: threadParts }
      : { platform, text: request.variants?.[platform]?.trim() ?? text },
  );
  if (state !== 'draft') refuseUnfilledSlots(texts.map((target) => target.text));
  const checked = checkTargets({
    targets: texts,
    media,
    thread: request.thread,
    accounts: await accountsOn(db, userId, request.platforms),
    clients: deps.clients,
  });

  const post = {
    id: randomUUID(),
    userId,
    contentId: request.content_id ?? null,
    text,
    mediaIds: request.media_ids,
    thread: request.thread,
    quotaPeriod: null as string | null,
    createdAt: now,
    updatedAt: now,
  };
  const targets: TargetRow[] = checked.map((target) => ({
    id: randomUUID(),
    userId,
    postId: post.id,
    contentId: post.contentId,
    platform: target.platform,
    // A draft waits for its time to be set before it needs a working account.
    status: target.reconnect && state !== 'draft' ? 'needs_reconnect' : state,
    ownText: target.parts ? true : request.variants?.[target.platform] !== undefined,
    parts: target.parts ?? null,
    scheduledAt: null,
    scheduledTz: null,
    reconnectWarnedAt: null,
    publishedAt: null,
    version: 0,
    attempts: 0,
    attemptStartedAt: null,
    heartbeatAt: null,
    updatedAt: now,
    content: target.text,
    username: target.account.username,
    externalId: null,
    url: null,
    error: state === 'draft' ? null : target.reconnect,
    demoMode: target.account.demoMode,
    createdAt: now,
  }));
  const save = async (tx: Db, quotaPeriod: string | null) => {
    post.quotaPeriod = quotaPeriod;
    // The queue's free slots are read in the transaction that takes them, under the creator's row lock:
    // two posts added to the queue at once never share a platform's slot.
    if (request.queue) await tx.execute(sql`select id from users where id = ${userId} for update`);
    const timing = await timesAsked({ ...deps, db: tx }, userId, { at, queue: request.queue, platforms: request.platforms }, now);
    for (const target of targets) {
      target.scheduledAt = timing?.at(target.platform) ?? null;
      target.scheduledTz = timing?.timeZone ?? null;
    }
    await tx.insert(posts).values(post);
    await tx.insert(publications).values(targets);
  };
  // A scheduled post takes its unit of the month's social posts with it; one published now or a draft none.
  if (state === 'scheduled') await deps.quota.take(userId, save);
  else await db.transaction((tx) => save(tx, null));
  await sendTargetJobs(deps, targets);
  announceOutcomes(deps.webhooks, userId, targets);
  const made = toPost(post, targets);
  if (state === 'scheduled') deps.webhooks.postEvent(userId, 'post.scheduled', made);
  return made;
}
