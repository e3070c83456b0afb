import { describe, expect, it } from 'vitest';
import type { SourceSentence } from '../../text/read-sentences';
import { fitSentences } from './fit-sentences';

/** Sentences of the given word counts, ranked in the order given. */
function ranked(...counts: number[]): SourceSentence[] {
  return counts.map((words, index) => ({ text: `Sentence ${index}.`, index, paragraph: 0, lead: index === 0, words, terms: [], phrases: [] }));
}
const total = (sentences: SourceSentence[]) => sentences.reduce((sum, s) => sum + s.words, 0);

describe('fitSentences', () => {
  it('takes the best sentences in rank order until the count reaches the aim', () => {
    const pool = ranked(30, 25, 20, 40, 10);
    const chosen = fitSentences(pool, { min: 50, max: 120, aim: 70, minSentences: 1 });
    expect(chosen.map((s) => s.index)).toEqual([0, 1, 2]);
  });

  it('skips a sentence too long for what is left in favour of the next', () => {
    const chosen = fitSentences(ranked(30, 90, 25), { min: 50, max: 60, aim: 55, minSentences: 1 });
    expect(chosen.map((s) => s.index)).toEqual([0, 2]);
  });

  it('searches further combinations when the greedy choice misses the range', () => {
    // Greedy takes 40 + 35 = 75 and then nothing fits; 40 + 25 + 20 = 85 lands in range.
    const chosen = fitSentences(ranked(40, 35, 25, 20), { min: 80, max: 90, aim: 85, minSentences: 1 });
    expect(total(chosen)).toBeGreaterThanOrEqual(80);
    expect(total(chosen)).toBeLessThanOrEqual(90);
    expect(chosen[0]!.index).toBe(0);
  });

  it('takes required sentences first and honours the fewest sentences asked for', () => {
    const pool = ranked(50, 10, 10, 10);
    const chosen = fitSentences(pool, { min: 20, max: 60, aim: 55, minSentences: 3, required: [pool[2]!] });
    expect(chosen[0]).toBe(pool[2]);
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    expect(total(chosen)).toBeLessThanOrEqual(60);
  });

  it('settles for the closest count when no combination lands in the range', () => {
    const chosen = fitSentences(ranked(70, 80), { min: 20, max: 50, aim: 35, minSentences: 1 });
    expect(chosen).toEqual([]);
    const under = fitSentences(ranked(10, 12), { min: 40, max: 50, aim: 45, minSentences: 1 });
    expect(total(under)).toBe(22);
  });
});
