import { describe, expect, it } from 'vitest';
import { MAX_DELIMITERS } from '../../contract/markdown-nesting';
import { readDraft } from './read-draft';

// Issue 22, finding 2: drafts nested tens of thousands deep overflowed the stack of the draft reader
// (a 500 from the humanizer after minutes of work). Each of these threw or ran for minutes before.
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

describe('readDraft on a long list', () => {
  it('keeps every item of a list longer than the delimiter allowance', () => {
    const list = Array.from({ length: MAX_DELIMITERS + 50 }, (_, i) => `* item ${i}`).join('\n');
    expect(readDraft(list).lines).toHaveLength(MAX_DELIMITERS + 50);
  });
});
