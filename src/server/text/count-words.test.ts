import { describe, expect, it } from 'vitest';
import { analyzeMarkdown, countWords, stripMarkdown } from './count-words';
import { splitLines } from './lines';

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

/** The chain of replacements the one-pass scanner replaced: the reference it must agree with. */
function referenceStrip(markdown: string): string {
  return markdown
    .replace(/^\s*(?:```|~~~).*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<(?:https?:\/\/|mailto:)[^>\s]+>/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/[ \t]+#+[ \t]*$/gm, '')
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .replace(/^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]+/gm, '')
    .replace(/[*~`]+/g, '')
    .replace(/(^|[\s(])_{1,2}(?=\S)|(?<=\S)_{1,2}(?=[\s).,;:!?]|$)/gm, '$1');
}

function referenceCount(markdown: string): number {
  return referenceStrip(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Random text made of Markdown's pieces, seeded so that a failure can be replayed. */
function randomMarkdown(next: () => number, pieces: readonly string[]): string {
  let text = '';
  const length = 1 + Math.floor(next() * 24);
  for (let i = 0; i < length; i++) text += pieces[Math.floor(next() * pieces.length)];
  return text;
}

const PIECES = [
  ' ', ' ', '  ', '\t', '\n', '\n\n', '\r\n', '\r', '\u2028', '\u00a0', '\u2003', '\v',
  '#', '##', '###', '#######', '>', '> ', '-', '- ', '*', '**', '+', '•', '1', '1.', '12)', '1234.', '.', ')', '(',
  '_', '__', '~', '~~', '`', '```', '~~~', '[', ']', '![', '](', '][', '<', '>', '<div>', '</b>', '<https://a.b/c>', '<mailto:x@y.z>',
  'a', 'word', 'Two words', 'é', 'Ωμέγα', '😀', '𝐀', '日本', ':', ',', '!', '?', ';', 'snake_case', '2–3', '—',
];

describe('the one-pass scanner', () => {
  it('agrees with the chain of replacements it replaced, on 20,000 random texts', () => {
    let seed = 20_250_101;
    const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    const plainPieces = PIECES.filter((p) => !/[[<]|```|~~~/.test(p));
    for (let i = 0; i < 20_000; i++) {
      const text = randomMarkdown(next, i % 2 ? PIECES : plainPieces);
      const expected = referenceStrip(text);
      expect(stripMarkdown(text), JSON.stringify(text)).toBe(expected);
      expect(countWords(text), JSON.stringify(text)).toBe(referenceCount(text));
      expect(analyzeMarkdown(text)).toEqual({ text: expected, words: referenceCount(text) });
    }
  });

  it('agrees on a whole draft', () => {
    const draft = [
      '# A *title* #',
      '',
      '**Meta description:** a _short_ one.',
      '',
      '## 1. First __section__',
      '',
      '> 2) quoted list item with [a link](https://example.com "title") and ![an image](x.png)',
      '- item with `code` and <b>html</b> and <https://example.com>',
      '```ts',
      'const x = 1;',
      '```',
      '1. #',
      '   ### Indented heading ###   ',
      'Ending__ with (_emphasis_) and snake_case_name.',
    ].join('\r\n');
    expect(stripMarkdown(draft)).toBe(referenceStrip(draft));
    expect(countWords(draft)).toBe(referenceCount(draft));
  });
});

describe('splitLines', () => {
  it('splits as /\\r?\\n/ does', () => {
    for (const text of ['', 'a', 'a\nb', 'a\r\nb\r\n', 'a\r\r\nb', 'a\rb\n\r', '\n\n', '\r\n\r\n\r']) {
      expect(splitLines(text)).toEqual(text.split(/\r?\n/));
    }
  });
});
