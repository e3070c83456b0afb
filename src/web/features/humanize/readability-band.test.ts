import { describe, expect, it } from 'vitest';
import { readingEaseBand } from './readability-band';

describe('readingEaseBand', () => {
  it("names Flesch's bands, from very difficult to very easy", () => {
    expect(readingEaseBand(-12)).toBe('Very difficult');
    expect(readingEaseBand(29.9)).toBe('Very difficult');
    expect(readingEaseBand(30)).toBe('Difficult');
    expect(readingEaseBand(55)).toBe('Fairly difficult');
    expect(readingEaseBand(60)).toBe('Plain English');
    expect(readingEaseBand(69.9)).toBe('Plain English');
    expect(readingEaseBand(75)).toBe('Fairly easy');
    expect(readingEaseBand(85)).toBe('Easy');
    expect(readingEaseBand(120)).toBe('Very easy');
  });
});
