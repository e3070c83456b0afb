import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numberInput } from './form-schema';

describe('a number input of a generator form', () => {
  it('is read as a number for a request field that does not coerce, and refused by that field when out of range', () => {
    const segments = numberInput(z.number().int().min(2).max(8));
    expect(segments.parse('4')).toBe(4);
    expect(segments.safeParse('12').success).toBe(false);
    expect(segments.safeParse('').success).toBe(false);
  });

  it('leaves a coercing field its own messages', () => {
    const words = numberInput(z.coerce.number().min(300, 'word_count must be at least 300'));
    expect(words.parse('1000')).toBe(1000);
    expect(words.safeParse('').error?.issues[0]?.message).toBe('word_count must be at least 300');
  });
});
