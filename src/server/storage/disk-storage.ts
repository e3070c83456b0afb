import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, opendir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, isKey, MediaNotFoundError, type ByteRange, type MediaStorage, type StoredMedia } from './media-storage';

/** Media files on this machine's disk, one file per key under `root` (DATA_DIR/media by default). */
export class DiskMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return join(this.root, checkKey(key));
  }

  // The content type is kept in the database; a file on disk needs none.
  async put(key: string, body: Readable, _opts: { contentType: string }): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside its final name and renamed when complete: a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, count, createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, path);
      return bytes;
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  open(key: string, range?: ByteRange): Readable {
    const stream = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    // The file's absence shows as the storage's own error, whatever the implementation.
    const out = new PassThrough();
    stream.on('error', (err: NodeJS.ErrnoException) => out.destroy(err.code === 'ENOENT' ? new MediaNotFoundError(key) : err));
    return stream.pipe(out);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The files under the root, walked folder by folder (a key's '/' is a folder); none when there is no root yet. */
  async *list(): AsyncIterable<StoredMedia> {
    yield* this.walk('');
  }

  private async *walk(prefix: string): AsyncIterable<StoredMedia> {
    let dir;
    try {
      dir = await opendir(prefix ? join(this.root, prefix) : this.root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for await (const entry of dir) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      // Only names a key could have: a half-written `….part` file or anything else put there is not media.
      if (!isKey(name)) continue;
      if (entry.isDirectory()) yield* this.walk(name);
      else if (entry.isFile()) {
        const stats = await lstat(join(this.root, name)).catch(() => null);
        if (stats?.isFile()) yield { key: name, modifiedAt: stats.mtime };
      }
    }
  }
}
