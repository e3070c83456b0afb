import { describe, expect, it } from 'vitest';
import { findSlots, slot, unfilledSlotsMessage } from './slots';

describe('fill-in slots', () => {
  it('finds a slot with its label, hint and place', () => {
    const text = `Try this: ${slot('Trick 1', 'name it, show it in one shot')} today.`;
    expect(findSlots(text)).toEqual([{ text: '[Trick 1: name it, show it in one shot]', label: 'Trick 1', hint: 'name it, show it in one shot', at: 10 }]);
  });

  it('leaves links, checkboxes, time marks and a video script’s cues in capitals alone', () => {
    const text = '[a link](https://example.com) [ ] [x] [0:15] [ON-SCREEN TEXT: 3 tricks] [B-ROLL: the desk] (CUTS: 4)';
    expect(findSlots(text)).toEqual([]);
  });

  it('names the first slot and how many more there are', () => {
    const slots = findSlots('[Step 1: what you do first] and [Step 2: what comes next]');
    expect(unfilledSlotsMessage(slots)).toBe('Fill in the marked slots before publishing: [Step 1: what you do first] and 1 more.');
  });
});
