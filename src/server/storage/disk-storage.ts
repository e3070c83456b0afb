import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, MediaNotFoundError, type ByteRange, type MediaStorage } from './media-storage';

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
}
