/** How a text file is encoded: its byte-order mark says so, else it is UTF-8 (what editors write today). */
export interface TextEncoding {
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
  /** Bytes of the byte-order mark, skipped when decoding. */
  bomLength: number;
}

export function detectTextEncoding(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  return { encoding: 'utf-8', bomLength: 0 };
}

/** C0 controls other than tab, line feed, vertical tab, form feed and carriage return: binary, not prose. */
function countControls(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f) count++;
  }
  return count;
}

/**
 * Whether the first bytes of a file read as text: valid in their encoding, no NUL, and control characters
 * at most 1 in 100 (a binary format can happen to be valid UTF-8, but not also free of them). `head`
 * may end in the middle of a character: it is a slice of a longer file.
 */
export function looksLikeText(head: Uint8Array): boolean {
  const { encoding, bomLength } = detectTextEncoding(head);
  let text: string;
  try {
    // stream: true leaves a character cut at the slice's end undecoded instead of calling it invalid.
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(head.subarray(bomLength), { stream: true });
  } catch {
    return false;
  }
  if (text.includes('\u0000')) return false;
  return countControls(text) * 100 <= text.length;
}

/** A text file's content as a string: byte-order mark dropped, invalid bytes replaced, newlines as \n. */
export function decodeText(bytes: Uint8Array): string {
  const { encoding, bomLength } = detectTextEncoding(bytes);
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(bomLength));
  return text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '');
}
