import { SocialError } from '../errors';
import type { PublishMedia } from '../port';

/**
 * Reads a media file in consecutive slices of the given sizes (X APPEND segments, TikTok chunks,
 * LinkedIn video parts), so that at most one slice is in memory at a time.
 */
export async function* readSlices(media: PublishMedia, sizes: number[]): AsyncGenerator<Buffer<ArrayBuffer>> {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total !== media.bytes) throw mediaUnreadable();
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of media.open()) {
    let rest: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (rest.length > 0 && index < sizes.length) {
      const need = sizes[index]! - pendingBytes;
      const take = rest.subarray(0, need);
      pending.push(take);
      pendingBytes += take.length;
      rest = rest.subarray(take.length);
      if (pendingBytes === sizes[index]) {
        yield Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        index++;
      }
    }
    if (rest.length > 0) throw mediaUnreadable();
  }
  if (index !== sizes.length) throw mediaUnreadable();
}

/** The whole file in memory: images only (a few MB), which platforms take in one request. */
export async function readAll(media: PublishMedia): Promise<Buffer<ArrayBuffer>> {
  for await (const whole of readSlices(media, [media.bytes])) return whole;
  throw mediaUnreadable();
}

/** Slices of `chunkSize` bytes, the last one shorter. */
export function evenSlices(total: number, chunkSize: number): number[] {
  const sizes: number[] = [];
  for (let offset = 0; offset < total; offset += chunkSize) sizes.push(Math.min(chunkSize, total - offset));
  return sizes;
}

/** The file on disk is not the size it was recorded with: an Inkwell problem, not the creator's. */
function mediaUnreadable(): SocialError {
  return new SocialError('retry', 'Inkwell could not read the attached media file. Try again, or upload it again.');
}
