import { describe, expect, it } from 'vitest';
import { limitNesting, MAX_DELIMITERS } from './limit-nesting';
import { readDraft } from './read-draft';

// Issue 22, finding 2: drafts nested tens of thousands deep overflowed the stack of the draft reader
// (a 500 from the humanizer after minutes of work). Each of these threw or ran for minutes before.
describe('limitNesting', () => {
  it('leaves ordinary nesting alone', () => {
    const draft = '> > A quote in a quote\n\n- a\n  - b\n    1. c\n\n**Bold** and _italic_ and [a link](https://example.com).';
    expect(limitNesting(draft)).toBe(draft);
  });

  it('escapes the marker past the depth, so the rest of the line is text', () => {
    expect(limitNesting('>>>>> x', 2)).toBe('>>\\>>> x');
    expect(limitNesting('1. 2. 3. x', 2)).toBe('1. 2. 3\\. x');
    expect(limitNesting('- - - x', 2)).toBe('- - \\- x');
  });

  it('escapes emphasis and link delimiters past the paragraph’s allowance, never a list marker', () => {
    const stars = '*'.repeat(MAX_DELIMITERS + 2);
    expect(limitNesting(stars)).toBe(`${'*'.repeat(MAX_DELIMITERS)}\\*\\*`);
    const list = Array.from({ length: MAX_DELIMITERS + 50 }, (_, i) => `* item ${i}`).join('\n');
    expect(limitNesting(list)).toBe(list);
    expect(readDraft(list).lines).toHaveLength(MAX_DELIMITERS + 50);
  });
});

describe('readDraft on hostile nesting', () => {
  it.each([
    ['39,000 block quotes', `${'>'.repeat(39_000)} text.`],
    ['13,000 ordered list markers', `${'1. '.repeat(13_000)}text.`],
    ['19,000 bullets', `${'- '.repeat(19_000)}text.`],
    ['20,000 nested emphasis marks', `${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`],
    ['alternating emphasis 10,000 deep', `${'*_'.repeat(10_000)}x${'_*'.repeat(10_000)}`],
  ])('reads %s without overflowing', (_, draft) => {
    const read = readDraft(draft);
    expect(read.lines.length).toBeGreaterThan(0);
  });
});
