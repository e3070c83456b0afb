import { describe, expect, it } from 'vitest';
import { createChooser, hashText, stableStringify } from './seeded-chooser';

describe('createChooser', () => {
  it('gives the same choices for the same seed and different ones for another', () => {
    const draw = (seed: string) => {
      const c = createChooser(seed);
      return Array.from({ length: 20 }, () => c.int(0, 1000));
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('deals a deck without repeats before starting over', () => {
    const next = createChooser('deck').deck([1, 2, 3, 4]);
    const first = [next(), next(), next(), next()];
    expect([...first].sort()).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3, 4]).toContain(next());
  });

  it('keeps forks independent of each other', () => {
    expect(createChooser('x').fork('a').next()).toBe(createChooser('x').fork('a').next());
    expect(createChooser('x').fork('a').next()).not.toBe(createChooser('x').fork('b').next());
  });
});

describe('stableStringify', () => {
  it('ignores key order', () => {
    expect(stableStringify({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(stableStringify({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(hashText('abc')).toBe(hashText('abc'));
  });
});
