import { describe, expect, it } from 'vitest';
import { quoteSource, SOURCE_PROMPT_WORDS } from './source-material';

describe('quoteSource', () => {
  const sentence = 'Each sentence of this long report has exactly ten words in it.';

  it('keeps a source within the budget whole', () => {
    expect(quoteSource(`${sentence}\n\n\n\n${sentence}`)).toEqual({ text: `${sentence}\n\n${sentence}`, cut: false });
  });

  it('cuts a long source to the word budget, after a whole sentence', () => {
    const long = Array.from({ length: 1000 }, () => sentence).join(' ');
    const { text, cut } = quoteSource(long);
    expect(cut).toBe(true);
    expect(text.split(/\s+/).length).toBe(SOURCE_PROMPT_WORDS);
    expect(text.endsWith('in it.')).toBe(true);
  });

  it('cuts at a word when no sentence ends near the budget', () => {
    const { text, cut } = quoteSource('word '.repeat(50), 20);
    expect(cut).toBe(true);
    expect(text).toBe(Array.from({ length: 20 }, () => 'word').join(' '));
  });
});
