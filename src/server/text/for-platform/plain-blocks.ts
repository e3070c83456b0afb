import type { PlainBlock } from './plain-document';

/**
 * What goes before block i: nothing for the first; a line break after a heading (the heading leads what
 * it heads) and between blocks of one group (a list's items); a blank line between other blocks.
 */
export function separatorBefore(blocks: readonly PlainBlock[], i: number): string {
  if (i === 0) return '';
  const previous = blocks[i - 1]!;
  const block = blocks[i]!;
  return previous.kind === 'heading' || (block.group !== undefined && block.group === previous.group) ? '\n' : '\n\n';
}

/** Blocks as one text (separatorBefore between them). */
export function joinBlocks(blocks: readonly PlainBlock[]): string {
  let text = '';
  for (let i = 0; i < blocks.length; i++) text += separatorBefore(blocks, i) + blocks[i]!.text;
  return text;
}

/**
 * Where a sentence ends: after . ! ? … (and a closing quote or bracket) before blanks and a capital, a
 * digit or an opening quote; at a line break; after 。！？ (no blank follows them). "3.5", "e.g. the"
 * and "example.com" stay whole.
 */
const SENTENCE_BREAK = /(?<=[.!?…][)"'”’\]]*)[^\S\n]+(?=["'“‘(]*[\p{Lu}\p{N}])|[^\S\n]*\n\s*|(?<=[。！？][」』）]*)(?=[^\s」』）])/gu;

/** One sentence of a block, with what joins it to the sentence before it (a space or a line break). */
export interface Sentence {
  text: string;
  joiner: string;
}

export function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  let joiner = '';
  for (const match of text.matchAll(SENTENCE_BREAK)) {
    const sentence = text.slice(start, match.index);
    if (sentence) out.push({ text: sentence, joiner });
    joiner = match[0].includes('\n') ? '\n' : match[0] === '' ? '' : ' ';
    start = match.index + match[0].length;
  }
  const last = text.slice(start);
  if (last) out.push({ text: last, joiner: out.length > 0 ? joiner : '' });
  return out;
}

export function joinSentences(sentences: readonly Sentence[]): string {
  return sentences.map((s, i) => (i === 0 ? s.text : s.joiner + s.text)).join('');
}
