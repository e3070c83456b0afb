import { describe, expect, it } from 'vitest';
import { countWords, stripMarkdown } from './count-words';

describe('countWords', () => {
  it('counts plain words', () => {
    expect(countWords('one two  three\nfour')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('does not count heading hashes, list markers, rules or lone punctuation', () => {
    const md = ['## Two words', '', '### Three more words', '- item one', '* item two', '1. item three', '---', 'a — b', '> quoted text'].join('\n');
    expect(countWords(md)).toBe(2 + 3 + 2 + 2 + 2 + 2 + 2);
  });

  it('keeps link text and drops link targets', () => {
    expect(stripMarkdown('see [the guide](https://example.com/a b) now')).toBe('see the guide now');
    expect(countWords('see [the guide](https://example.com/x) now')).toBe(4);
  });

  it('strips emphasis without splitting words', () => {
    expect(countWords('**bold** and _italic_ and `code` and snake_case')).toBe(7);
    expect(stripMarkdown('**Meta description:** text')).toBe('Meta description: text');
  });

  it('counts numbers and hyphenated words once', () => {
    expect(countWords('2–3 cuts in 10-minute blocks')).toBe(5);
  });
});
