import { and, asc, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mediaUploads } from '../db/schema';
import type { MediaStorage } from '../storage/media-storage';

const HOUR = 60 * 60_000;
/** An upload no post was published with is removed once it is this old. */
export const UNUSED_MEDIA_TTL_MS = 24 * HOUR;
/**
 * An upload a post was published with is removed this long after: the platforms fetch it within the
 * hour its signed link lasts, and storage a creator can never free would fill a plan's quota for good.
 */
export const PUBLISHED_MEDIA_TTL_MS = 7 * 24 * HOUR;
/** How often the server looks for such uploads (and once as it starts). */
export const MEDIA_CLEANUP_EVERY_MS = HOUR;
/** Rows removed per statement, so that one round never holds many locks or a long list of keys. */
const BATCH = 200;

export interface MediaCleanupDeps {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  maxAgeMs?: number;
  publishedMaxAgeMs?: number;
  everyMs?: number;
}

/**
 * Removes the uploads older than a day that no post was published with, and those published with a post
 * more than a week ago: their rows first (DELETE …
 * RETURNING, on rows locked with SKIP LOCKED, so several instances share the work and a publish that
 * is attaching one wins or finds it gone), then their bytes in the media storage, on disk or in S3.
 * Bytes that cannot be deleted are logged; they no longer count against anyone's storage. The number
 * of uploads removed.
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
      .where(or(and(isNull(mediaUploads.attachedAt), lt(mediaUploads.createdAt, cutoff)), lt(mediaUploads.attachedAt, publishedCutoff)))
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

/** Runs removeUnusedMedia once the server is up (in the background) and every hour after; stop() waits for a round under way. */
export function scheduleMediaCleanup(deps: MediaCleanupDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const abort = new AbortController();
  const round = () => {
    running = removeUnusedMedia(deps, abort.signal).then(
      (removed) => removed > 0 && deps.log.info({ removed }, 'removed unused media uploads'),
      (err: unknown) => deps.log.error({ err }, 'could not remove unused media uploads'),
    );
    return running;
  };
  return {
    start() {
      if (timer || abort.signal.aborted) return;
      timer = setTimeout(function again() {
        void round().then(() => {
          if (!abort.signal.aborted) timer = setTimeout(again, deps.everyMs ?? MEDIA_CLEANUP_EVERY_MS).unref();
        });
      }, 0).unref();
    },
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
