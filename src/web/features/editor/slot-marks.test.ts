import { describe, expect, it } from 'vitest';
import { nextSlot, slotRanges } from '../../lib/slots/slot-ranges';

const TEXT = 'Intro [Shortcut 1: name it] and [Shortcut 2: show it in one shot].\n[Call to action: what next]';

describe('slot ranges', () => {
  it('finds each slot where it stands, brackets included, and nothing that is not one', () => {
    const ranges = slotRanges(TEXT);
    expect(ranges.map((range) => TEXT.slice(range.from, range.to))).toEqual([
      '[Shortcut 1: name it]',
      '[Shortcut 2: show it in one shot]',
      '[Call to action: what next]',
    ]);
    expect(slotRanges('A [link](https://example.com), [ ] a box, [0:15] a time, [lowercase: no]')).toEqual([]);
  });

  it('goes to the slot the cursor is in or the next one, round to the first after the last', () => {
    const ranges = slotRanges(TEXT);
    const [first, second, third] = ranges;
    expect(nextSlot(ranges, 0)).toEqual(first);
    expect(nextSlot(ranges, first!.from + 3)).toEqual(first);
    expect(nextSlot(ranges, first!.to)).toEqual(second);
    expect(nextSlot(ranges, second!.to)).toEqual(third);
    expect(nextSlot(ranges, TEXT.length)).toEqual(first);
    expect(nextSlot([], 0)).toBeUndefined();
  });
});
