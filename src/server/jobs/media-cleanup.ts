import { and, asc, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TargetState } from '../../contract/posts';
import { mediaUploads } from '../db/schema';
import type { JobHandler } from '../queue/job-layer';
import { removeOrphanedFiles, removeStoredFiles, type StoredFilesDeps } from './media-cleanup-files';

const HOUR = 60 * 60_000;
/** An upload no post was published with is removed once it is this old. */
export const UNUSED_MEDIA_TTL_MS = 24 * HOUR;
/**
 * An upload a post was published with is removed this long after: the platforms fetch it within the
 * hour its signed link lasts, and storage a creator can never free would fill a plan's quota for good.
 */
export const PUBLISHED_MEDIA_TTL_MS = 7 * 24 * HOUR;
/** Rows removed per statement, so that one round never holds many locks or a long list of keys. */
const BATCH = 200;
/** A post with a target in one of these states still needs its media, whatever their age. */
export const LIVE_TARGET_STATES = ['draft', 'scheduled', 'publishing'] as const satisfies readonly TargetState[];

export interface MediaCleanupDeps extends StoredFilesDeps {
  maxAgeMs?: number;
  publishedMaxAgeMs?: number;
}

/**
 * A post with a target in one of these states may still go out (Retry, after a reconnection, or the
 * creator's "publish again"): its media is kept for a week after the target last changed.
 */
export const RETRYABLE_TARGET_STATES = ['failed', 'needs_reconnect', 'unknown'] as const satisfies readonly TargetState[];

const inStates = (states: readonly string[]) => sql.join(states.map((state) => sql`${state}`), sql`, `);

/** A post of the upload's creator that names it among its media and has a target still to go out, or to retry. */
const NEEDED_BY_LIVE_POST = sql`exists (
  select 1 from posts s
  where s.user_id = ${mediaUploads.userId}
    and exists (select 1 from jsonb_array_elements_text(s.media_ids) as e(id) where lower(e.id) = ${mediaUploads.id}::text)
    and exists (select 1 from publications p where p.post_id = s.id and (p.status in (${inStates(LIVE_TARGET_STATES)})
      or (p.status in (${inStates(RETRYABLE_TARGET_STATES)}) and p.updated_at > now() - make_interval(secs => ${PUBLISHED_MEDIA_TTL_MS / 1000})))))`;

/**
 * Removes the uploads no draft, scheduled or publishing post needs that are either older than a day
 * and never published with a post, or were published with one more than a week ago: their rows first
 * (DELETE … RETURNING, on rows locked with SKIP LOCKED, so several instances share the work and a
 * publish that is attaching one wins or finds it gone), then their bytes in the media storage, on disk
 * or in S3. Bytes that cannot be deleted are logged; they no longer count against anyone's storage,
 * and the look for orphaned files removes them later. The number of uploads removed.
 */
export async function removeUnusedMedia(deps: MediaCleanupDeps, signal?: AbortSignal): Promise<number> {
  const { db, storage, log } = deps;
  const cutoff = new Date(Date.now() - (deps.maxAgeMs ?? UNUSED_MEDIA_TTL_MS));
  const publishedCutoff = new Date(Date.now() - (deps.publishedMaxAgeMs ?? PUBLISHED_MEDIA_TTL_MS));
  let removed = 0;
  for (;;) {
    const due = db
      .select({ id: mediaUploads.id })
      .from(mediaUploads)
      .where(
        and(
          or(and(isNull(mediaUploads.attachedAt), lt(mediaUploads.createdAt, cutoff)), lt(mediaUploads.attachedAt, publishedCutoff)),
          sql`not ${NEEDED_BY_LIVE_POST}`,
        ),
      )
      .orderBy(asc(mediaUploads.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const gone = await db.delete(mediaUploads).where(inArray(mediaUploads.id, due)).returning({ key: mediaUploads.storageKey });
    for (const { key } of gone) {
      await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not delete the bytes of an unused upload'));
    }
    removed += gone.length;
    if (gone.length < BATCH || signal?.aborted) return removed;
  }
}

/**
 * The `mediaCleanup` job (hourly on the job layer, docs/decisions/018-job-layer.md). Sent with
 * `storageKeys`: those files are removed at once (a creator's files as their account goes). On its
 * cron: the unused uploads, then the stored files no upload row names that are older than a day. A
 * failure throws, and the layer runs it again later.
 */
export function mediaCleanupHandler(deps: MediaCleanupDeps): JobHandler<'mediaCleanup'> {
  return async ({ storageKeys }, { signal }) => {
    if (storageKeys) {
      const removed = await removeStoredFiles(deps, storageKeys);
      deps.log.info({ removed, asked: storageKeys.length }, 'removed the stored files asked for');
      return;
    }
    const uploads = await removeUnusedMedia(deps, signal);
    const files = signal.aborted ? 0 : await removeOrphanedFiles(deps, signal);
    if (uploads + files > 0) deps.log.info({ uploads, files }, 'removed unused media');
  };
}
