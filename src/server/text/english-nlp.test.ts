import { describe, expect, it } from 'vitest';
import { breakLongRuns, MAX_RUN_CHARS, readDocument } from './english-nlp';
import { digestSource } from './source-digest';
import { TEST_ARTICLES } from '../test/texts/articles';

describe('breakLongRuns', () => {
  it('leaves ordinary text as it is', () => {
    const text = TEST_ARTICLES[0]!.text;
    expect(breakLongRuns(text)).toBe(text);
  });

  it(`cuts a run without a blank into pieces of ${MAX_RUN_CHARS}, never inside a surrogate pair`, () => {
    expect(breakLongRuns(`a ${'x'.repeat(450)} b`).split(' ').map((piece) => piece.length)).toEqual([1, 200, 200, 50, 1]);
    const emoji = breakLongRuns('😀'.repeat(150));
    expect(emoji.split(' ').map((piece) => piece.length)).toEqual([200, 100]);
    expect(emoji.replace(/ /g, '')).toBe('😀'.repeat(150));
  });
});

// Issue 22: wink-nlp's tokenizer and the stemmer take time that grows with the square of a token's
// length: a 100,000-character run took 55 s, and a page's 1 MB title went through both. Each of these
// took many minutes before.
describe('reading text with very long runs', () => {
  it('reads a 300,000-character run without a blank', () => {
    const doc = readDocument(`The tide rose ${'-'.repeat(300_000)} and fell.`);
    expect(doc.values.slice(0, 3)).toEqual(['The', 'tide', 'rose']);
    expect(doc.values.slice(-3)).toEqual(['and', 'fell', '.']);
  });

  it('digests a source under a title of one 300,000-letter word', () => {
    const article = TEST_ARTICLES[0]!;
    const digest = digestSource(article.text, { title: 'A'.repeat(300_000) });
    expect(digest.sentences[0]).toBe(article.key[0]);
  });
});
