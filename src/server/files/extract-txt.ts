import { open } from 'node:fs/promises';
import { finishText, MAX_SOURCE_CHARS, type ExtractedDocument } from './extracted-document';
import { decodeText } from './text-encoding';

/** Enough bytes for MAX_SOURCE_CHARS characters in any encoding (UTF-8 takes at most 4 per character). */
const MAX_READ_BYTES = MAX_SOURCE_CHARS * 4;

/**
 * A text file's text (UTF-8, or UTF-16 with its byte-order mark); a text file has no title of its own.
 * Only the bytes that can hold MAX_SOURCE_CHARS are read: a 50 MB log is not decoded whole to keep 3%.
 */
export async function extractTxt(path: string): Promise<ExtractedDocument> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(MAX_READ_BYTES, (await file.stat()).size));
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return { text: finishText(decodeText(buffer.subarray(0, bytesRead))), title: null };
  } finally {
    await file.close();
  }
}
