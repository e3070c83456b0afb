import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mediaUploads } from '../db/schema';
import { isKey, type MediaStorage } from '../storage/media-storage';

const HOUR = 60 * 60_000;
/** Stored bytes that no upload row names (a deleted creator's) are removed once they are this old. */
export const ORPHANED_FILE_TTL_MS = 24 * HOUR;
/** Keys looked up in the database at once. */
const BATCH = 500;

export interface StoredFilesDeps {
  db: Db;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  orphanMaxAgeMs?: number;
}

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** The only keys Inkwell makes (modules/social/media.ts): `{user id}/{upload id}`. */
const UPLOAD_KEY = new RegExp(`^${UUID}/(${UUID})$`);

/** The upload id in a key Inkwell made; undefined for any other name, which the clean-up never touches. */
function uploadIdOf(key: string): string | undefined {
  return UPLOAD_KEY.exec(key)?.[1]?.toLowerCase();
}

/** Of these upload keys, the ones an upload row still names (looked up by the row's id, its primary key). */
async function namedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(keys.map(uploadIdOf).filter((id): id is string => id !== undefined))];
  if (ids.length === 0) return new Set();
  const named = await db.select({ key: mediaUploads.storageKey }).from(mediaUploads).where(inArray(mediaUploads.id, ids));
  return new Set(named.map((row) => row.key));
}

/** Deletes the keys no upload row names; the number deleted and the keys that failed. */
async function deleteUnnamed(deps: StoredFilesDeps, keys: readonly string[]): Promise<{ removed: number; failed: string[] }> {
  const named = await namedKeys(deps.db, keys);
  let removed = 0;
  const failed: string[] = [];
  for (const key of keys) {
    if (named.has(key)) continue;
    try {
      await deps.storage.delete(key);
      removed++;
    } catch (err) {
      deps.log.warn({ err, key }, 'could not delete a stored media file');
      failed.push(key);
    }
  }
  return { removed, failed };
}

/**
 * Removes the stored files (on disk or in S3) that no upload row names and that are older than a day:
 * a deleted creator's, whose rows went with their account while the bytes stayed, and bytes whose
 * delete failed after their row was removed. Only keys shaped as Inkwell makes them are touched, so a
 * bucket shared with anything else keeps its other objects; a file younger than a day may be an upload
 * whose row is being written. Failures are logged and left for the next round. The number removed.
 */
export async function removeOrphanedFiles(deps: StoredFilesDeps, signal?: AbortSignal): Promise<number> {
  const cutoff = Date.now() - (deps.orphanMaxAgeMs ?? ORPHANED_FILE_TTL_MS);
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    removed += (await deleteUnnamed(deps, batch)).removed;
    batch = [];
  };
  for await (const { key, modifiedAt } of deps.storage.list()) {
    if (signal?.aborted) return removed;
    if (modifiedAt.getTime() >= cutoff || uploadIdOf(key) === undefined) continue;
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

/**
 * Removes these files at once (the `mediaCleanup` job's `storageKeys`: a creator's files as their
 * account goes), except those an upload row still names, which stay until the rows go. Names that are
 * not upload keys are skipped and logged. Throws when a delete failed, so that the job is run again
 * (deleting again what is already gone is harmless). The number removed.
 */
export async function removeStoredFiles(deps: StoredFilesDeps, keys: readonly string[]): Promise<number> {
  const uploadKeys = keys.filter((key) => isKey(key) && uploadIdOf(key) !== undefined);
  if (uploadKeys.length < keys.length) deps.log.warn({ skipped: keys.length - uploadKeys.length }, 'media clean-up was asked to remove names that are not upload keys');
  let removed = 0;
  const failed: string[] = [];
  for (let i = 0; i < uploadKeys.length; i += BATCH) {
    const round = await deleteUnnamed(deps, uploadKeys.slice(i, i + BATCH));
    removed += round.removed;
    failed.push(...round.failed);
  }
  if (failed.length > 0) throw new Error(`could not delete ${failed.length} of the stored media files asked for`);
  return removed;
}
