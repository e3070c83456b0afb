import { describe, expect, it } from 'vitest';
import { nextSlotAcross, updateRequest, type TextEdit } from './post-text-edit';

const BEFORE: TextEdit = {
  text: 'The post text.',
  boxes: [
    { platform: 'linkedin', posts: ['LinkedIn’s own.'] },
    { platform: 'twitter', posts: ['1/2 First.', '2/2 Second.'] },
  ],
};

describe('the PATCH for an edit', () => {
  it('is null when nothing changed, and sends only the post text when only it changed', () => {
    expect(updateRequest(BEFORE, BEFORE)).toBeNull();
    expect(updateRequest(BEFORE, { ...BEFORE, text: 'New.' })).toEqual({ text: 'New.' });
  });

  it('sends every one-text variant when one changed (the server replaces them all), leaving the thread alone', () => {
    const after = { ...BEFORE, boxes: [{ platform: 'linkedin' as const, posts: ['New.'] }, BEFORE.boxes[1]!] };
    expect(updateRequest(BEFORE, after)).toEqual({ variants: { linkedin: 'New.' } });
  });

  it('a thread brought down to one post goes as X’s own text beside the others', () => {
    const after = { ...BEFORE, boxes: [BEFORE.boxes[0]!, { platform: 'twitter' as const, posts: ['All in one.'] }] };
    expect(updateRequest(BEFORE, after)).toEqual({ variants: { linkedin: 'LinkedIn’s own.', twitter: 'All in one.' } });
  });
});

describe('Go to next slot across the texts', () => {
  const texts = ['Intro [Trick 1: name it] and', 'no slot here', '[Trick 2: name it]'];
  it('goes from the cursor to the next slot, on to the next texts, and round to the first', () => {
    expect(nextSlotAcross(texts, { field: 0, cursor: 0 })).toEqual({ field: 0, from: 6, to: 24 });
    expect(nextSlotAcross(texts, { field: 0, cursor: 24 })).toEqual({ field: 2, from: 0, to: 18 });
    expect(nextSlotAcross(texts, { field: 2, cursor: 18 })).toEqual({ field: 0, from: 6, to: 24 });
    expect(nextSlotAcross(['[Trick 1: name it]'], { field: 0, cursor: 18 })).toEqual({ field: 0, from: 0, to: 18 });
    expect(nextSlotAcross(['none'], { field: 0, cursor: 0 })).toBeUndefined();
  });
});
