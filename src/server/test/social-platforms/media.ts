import { Readable } from 'node:stream';
import type { PublishMedia } from '../../social/port';

/** A media file for publishing, read in small pieces so that the clients' slicing is exercised. */
export function testMedia(opts: { kind: 'image' | 'video'; bytes: number; contentType?: string; publicUrl?: string }): PublishMedia & { data: Buffer } {
  const data = Buffer.alloc(opts.bytes);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31 + 7) % 251;
  return {
    kind: opts.kind,
    contentType: opts.contentType ?? (opts.kind === 'video' ? 'video/mp4' : 'image/png'),
    bytes: opts.bytes,
    data,
    open: () => Readable.from(pieces(data, 64 * 1024)),
    publicUrl: opts.publicUrl ?? `https://inkwell.test/api/social/media/${opts.kind}.bin?sig=abc`,
  };
}

function* pieces(data: Buffer, size: number) {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}
