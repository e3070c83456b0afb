import { describe, expect, it } from 'vitest';
import { limitNesting, MAX_DELIMITERS } from './markdown-nesting';

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
  });
});
