// The charset rules of a fetched body, on their own: reading a text page needs no HTML parser.

const BYTE_ORDER_MARKS: Array<[number[], string]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

function bomEncoding(body: Uint8Array) {
  return BYTE_ORDER_MARKS.find(([bom]) => bom.every((byte, i) => body[i] === byte))?.[1];
}

function declaredCharset(contentType: string) {
  return /charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
}

/**
 * The charset an HTML page declares in a <meta> tag within its first 1024 bytes, where the HTML standard
 * looks. A tag that could be read as ASCII cannot be in UTF-16, so a UTF-16 claim there means UTF-8, as
 * browsers take it.
 */
function metaCharset(body: Uint8Array) {
  const head = Buffer.from(body.subarray(0, 1024)).toString('latin1');
  const label = /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  return label && /^utf-?16/i.test(label) ? 'utf-8' : label;
}

function decoderFor(label: string) {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * Text of a text/plain or HTML body. The encoding comes from, in order: a byte order mark, the content
 * type's charset, an HTML page's <meta charset>, else UTF-8; an unknown label also means UTF-8. Bytes
 * that are not valid in the encoding become U+FFFD rather than failing the whole page.
 */
export function decodeText(body: Uint8Array, contentType: string): string {
  const isHtml = /^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType);
  const label = bomEncoding(body) ?? declaredCharset(contentType) ?? (isHtml ? metaCharset(body) : undefined) ?? 'utf-8';
  return decoderFor(label).decode(body);
}
