import type { Readable } from 'node:stream';

/** A byte range, both ends included (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded media lives (docs/architecture.md#outside-services): on disk under DATA_DIR by default; an S3-compatible
 * implementation of the same interface lets several instances share the files. Keys are the caller's
 * (`{user id}/{media id}`): letters, digits, '-' and '/' only.
 */
export interface MediaStorage {
  /** Stores the stream's bytes under the key (replacing any), all or nothing; resolves to their count. */
  put(key: string, body: Readable, opts: { contentType: string }): Promise<number>;
  /** A fresh stream of the bytes, or of a range of them; it errors with MediaNotFoundError when the key has none. */
  open(key: string, range?: ByteRange): Readable;
  /** Removes the bytes; nothing happens when there are none. */
  delete(key: string): Promise<void>;
  /**
   * Every key with bytes stored, in no set order, with when they were written: how the media clean-up
   * finds files that no upload row names any more (a deleted creator's). Names that are not keys (a
   * half-written file, another program's object) are left out.
   */
  list(): AsyncIterable<StoredMedia>;
}

/** A key the storage holds bytes under, and when they were written. */
export interface StoredMedia {
  key: string;
  modifiedAt: Date;
}

export class MediaNotFoundError extends Error {
  constructor(key: string) {
    super(`no media stored under ${key}`);
    this.name = 'MediaNotFoundError';
  }
}

const KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;

/** Whether a name could be a key (list() leaves out the rest). */
export function isKey(name: string): boolean {
  return KEY.test(name) && name.length <= 200;
}

/** Refuses a key that could leave the storage's root (`..`, absolute paths) or name odd files. */
export function checkKey(key: string): string {
  if (!isKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
  return key;
}
