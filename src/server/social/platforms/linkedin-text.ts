/**
 * LinkedIn's Posts API reads `commentary` as "little" text, where \ | { } @ [ ] ( ) < > # * _ ~ are
 * markup: unescaped, LinkedIn may silently cut the post at the first one. Each is escaped with a
 * backslash, except inside links (so they still link) and in #hashtags (so they stay hashtags).
 */
export function escapeLittleText(text: string): string {
  const keep = /(https?:\/\/\S+|#[\p{L}\p{N}_]+)/gu;
  let out = '';
  let last = 0;
  for (const match of text.matchAll(keep)) {
    out += escapePlain(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + escapePlain(text.slice(last));
}

function escapePlain(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (char) => `\\${char}`);
}
