import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** Decoders for the content codings the client advertises; `undefined` for a coding it cannot read. */
function decoderFor(contentEncoding: string): Transform | null | undefined {
  switch (contentEncoding.trim().toLowerCase()) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return undefined;
  }
}

/**
 * Drops a body that will not be read, closing its connection. undici reports the early destroy as an
 * 'error' event, which nobody would be listening for: it is the intended outcome, so it is swallowed.
 */
export function discardBody(body: Readable) {
  body.on('error', () => {});
  body.destroy();
}

export class UnreadableEncodingError extends Error {
  constructor(readonly encoding: string) {
    super(`unreadable content-encoding: ${encoding}`);
    this.name = 'UnreadableEncodingError';
  }
}

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body over ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a response body into memory, decoded, counting bytes as they arrive and stopping past `maxBytes`
 * (after decoding, so a small compressed body cannot expand past the cap either). Stopping destroys the
 * stream, which closes the connection: an endless body is cut, not drained.
 */
export async function readCappedBody(body: Readable, contentEncoding: string, maxBytes: number): Promise<Uint8Array> {
  const decoder = decoderFor(contentEncoding);
  if (decoder === undefined) {
    discardBody(body);
    throw new UnreadableEncodingError(contentEncoding);
  }
  // pipeline carries an error or an abort of the body (the deadline) through to the decoder being read.
  const source: Readable = decoder ? pipeline(body, decoder, () => {}) : body;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        discardBody(body);
        throw new BodyTooLargeError(maxBytes);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR…) mean the body is not in the coding it claims.
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (decoder && code?.startsWith('Z_')) {
      discardBody(body);
      throw new UnreadableEncodingError(contentEncoding);
    }
    throw error;
  }
  return Buffer.concat(chunks, total);
}
