import { describe, expect, it } from 'vitest';
import { generatedText } from '../../test/texts/articles';
import { chunkSource } from './chunk-source';

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

function expectEveryWordOnce(text: string, chunks: string[], cap: number) {
  expect(chunks.flatMap(wordsOf)).toEqual(wordsOf(text));
  for (const chunk of chunks) {
    expect(wordsOf(chunk).length).toBeGreaterThan(0);
    expect(wordsOf(chunk).length).toBeLessThanOrEqual(cap);
  }
}

describe('chunkSource', () => {
  it('keeps a short source whole', () => {
    expect(chunkSource('One paragraph.\n\nAnother paragraph.', 100)).toEqual(['One paragraph.\n\nAnother paragraph.']);
  });

  it('cuts a long source on paragraph bounds, every word in exactly one chunk, none over the cap', () => {
    const text = generatedText(20_000, 7);
    const chunks = chunkSource(text, 1_500);
    expectEveryWordOnce(text, chunks, 1_500);
    expect(chunks.length).toBeGreaterThanOrEqual(14);
    for (const chunk of chunks) expect(text.includes(chunk)).toBe(true);
  });

  it('cuts a paragraph too long for one chunk between its sentences', () => {
    const paragraph = Array.from({ length: 30 }, (_, i) => `Sentence ${i} has exactly six words.`).join(' ');
    const chunks = chunkSource(paragraph, 40);
    expectEveryWordOnce(paragraph, chunks, 40);
    for (const chunk of chunks) expect(chunk).toMatch(/^Sentence \d+ .*words\.$/);
  });

  it('cuts a sentence too long for one chunk between its words', () => {
    const text = `${Array.from({ length: 95 }, (_, i) => `w${i}`).join(' ')}.`;
    const chunks = chunkSource(text, 30);
    expectEveryWordOnce(text, chunks, 30);
    expect(chunks).toHaveLength(4);
  });

  it('returns nothing for an empty source', () => {
    expect(chunkSource(' \n\n ', 100)).toEqual([]);
  });
});
