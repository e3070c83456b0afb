import { joinBlocks, joinSentences, sentencesOf } from './plain-blocks';
import type { PlainBlock } from './plain-document';

/** Whether a text fits where it goes (a platform's limit, as that platform counts). */
export type Fits = (text: string) => boolean;

/** Paragraphs are cut down to their first sentences, this many, before the text is cut short. */
export const SENTENCES_PER_PARAGRAPH = [3, 2, 1] as const;

/** The paragraph as its first `n` sentences: a paragraph's opening sentence usually says what it is about. */
export function firstSentences(block: PlainBlock, n: number): PlainBlock {
  if (block.kind !== 'text') return block;
  const sentences = sentencesOf(block.text);
  return sentences.length <= n ? block : { ...block, text: joinSentences(sentences.slice(0, n)) };
}

/** The text without headings at its end: a heading with nothing under it says nothing. */
export function withoutTrailingHeadings(blocks: PlainBlock[]): PlainBlock[] {
  let end = blocks.length;
  while (end > 0 && blocks[end - 1]!.kind === 'heading') end--;
  return blocks.slice(0, end);
}

/**
 * A sentence too long for the room left, cut between words with an ellipsis (a text without blanks, as
 * Chinese or Japanese is written, between characters); null when not even one character fits.
 */
export function cutWords(text: string, fits: Fits): string | null {
  const words = text.split(/\s+/).filter(Boolean);
  const start = (n: number) => `${words.slice(0, n).join(' ').replace(/[\s,;:–—-]+$/u, '')}…`;
  const n = longestPrefix(words.length, (count) => fits(start(count)));
  if (n > 0) return start(n);
  const chars = [...(words[0] ?? '')];
  const first = (count: number) => `${chars.slice(0, count).join('')}…`;
  const c = longestPrefix(chars.length, (count) => fits(first(count)));
  return c > 0 ? first(c) : null;
}

/** A word longer than a post on its own (a text without blanks), in runs of characters that each fit. */
export function cutCharacters(word: string, fits: Fits): string[] {
  const runs: string[] = [];
  let rest = [...word];
  while (rest.length > 0) {
    const n = Math.max(1, longestPrefix(rest.length, (count) => fits(rest.slice(0, count).join(''))));
    runs.push(rest.slice(0, n).join(''));
    rest = rest.slice(n);
  }
  return runs;
}

/** The largest n in 0…count for which `ok(n)` holds, when `ok` holds for every n up to it (a binary search: log n checks). */
export function longestPrefix(count: number, ok: (n: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ok(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The longest start of the text that fits: whole blocks, then the next block's sentences that fit,
 * then (when not even a first sentence fits) its words with an ellipsis. Never ends on a heading.
 */
export function cutToFit(blocks: readonly PlainBlock[], fits: Fits): PlainBlock[] {
  const whole = longestPrefix(blocks.length, (n) => fits(joinBlocks(blocks.slice(0, n))));
  const kept = blocks.slice(0, whole);
  const next = blocks[whole];
  if (next && next.kind !== 'heading') {
    const sentences = sentencesOf(next.text);
    const part = (n: number): PlainBlock => ({ ...next, text: joinSentences(sentences.slice(0, n)) });
    const taken = longestPrefix(sentences.length, (n) => fits(joinBlocks([...kept, part(n)])));
    if (taken > 0) kept.push(part(taken));
    else if (withoutTrailingHeadings(kept).length === 0) {
      const words = cutWords(sentences[0]?.text ?? next.text, (text) => fits(joinBlocks([...kept, { ...next, text }])));
      if (words) kept.push({ ...next, text: words });
    }
  }
  return withoutTrailingHeadings(kept);
}

/** A text only a little over its room loses its end rather than sentences everywhere: kept when this much of it stays. */
const CUT_KEEPS = 0.85;

const length = (blocks: readonly PlainBlock[]) => [...joinBlocks(blocks)].length;

/**
 * The blocks made to fit: as they are when they do; cut short when that keeps most of the text; else
 * every paragraph cut down to its first three, two, then one sentence (the text keeps its shape and
 * every section); else the shortest of those cut short at a block or sentence boundary.
 */
export function fitBlocks(blocks: readonly PlainBlock[], fits: Fits): PlainBlock[] {
  if (fits(joinBlocks(blocks))) return [...blocks];
  const cut = cutToFit(blocks, fits);
  if (length(cut) >= CUT_KEEPS * length(blocks)) return cut;
  let shortest: PlainBlock[] = [...blocks];
  for (const n of SENTENCES_PER_PARAGRAPH) {
    shortest = blocks.map((block) => firstSentences(block, n));
    if (fits(joinBlocks(shortest))) return shortest;
  }
  return cutToFit(shortest, fits);
}
