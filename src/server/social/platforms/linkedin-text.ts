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
    const kept = withoutClosingParens(match[0]);
    out += escapePlain(text.slice(last, match.index)) + kept;
    last = match.index + kept.length;
  }
  return out + escapePlain(text.slice(last));
}

/**
 * A link written in brackets, "the guide (https://example.com/guide).": the closing brackets after it
 * are text, escaped like any other, unless the link opened them itself (https://example.com/a_(b)).
 */
function withoutClosingParens(link: string): string {
  let end = link.length;
  const opened = (link.match(/\(/g) ?? []).length;
  const unbalanced = () => link[end - 1] === ')' && (link.slice(0, end).match(/\)/g) ?? []).length > opened;
  // Sentence punctuation after the link goes with the text too (it is no markup: it stays as it is).
  while (end > 0 && ('.,;:!?'.includes(link[end - 1]!) || unbalanced())) end--;
  return link.slice(0, end);
}

function escapePlain(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (char) => `\\${char}`);
}
