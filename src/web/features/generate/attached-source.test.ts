import { describe, expect, it } from 'vitest';
import { SOURCE_MAX_CHARS } from '../../../contract/content';
import { toSourceText } from './attached-source';

describe('toSourceText', () => {
  it('keeps a short text, trimmed', () => {
    expect(toSourceText('  A summary.\n')).toBe('A summary.');
  });

  it('cuts a long text to the limit', () => {
    const text = 'word '.repeat(SOURCE_MAX_CHARS);
    const cut = toSourceText(text);
    expect(cut.length).toBeLessThanOrEqual(SOURCE_MAX_CHARS);
    expect(text.startsWith(cut)).toBe(true);
    expect(cut.length).toBeGreaterThan(SOURCE_MAX_CHARS - 5);
  });

  it('never leaves half of an emoji at the cut', () => {
    const text = `${'a'.repeat(SOURCE_MAX_CHARS - 1)}😀 and more`;
    const cut = toSourceText(text);
    expect(cut).toBe('a'.repeat(SOURCE_MAX_CHARS - 1));
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});
