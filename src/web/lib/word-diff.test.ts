import { describe, expect, it } from 'vitest';
import { diffVersions, type DiffPart } from './word-diff';

const side = (parts: DiffPart[], skip: DiffPart['change']) =>
  parts
    .filter((part) => part.change !== skip)
    .map((part) => part.value)
    .join('');

describe('diffVersions', () => {
  it('marks the words the humanizer replaced, keeping the lines it did not touch', () => {
    const original = "## Why it matters\n\nIn today's fast-paced world, consistency is key. Furthermore, it helps.\n\n- one\n- two\n";
    const humanized = '## Why it matters\n\nConsistency is key. It helps.\n\n- one\n- two\n';
    const parts = diffVersions(original, humanized)!;

    expect(parts[0]).toEqual({ value: '## Why it matters\n\n', change: 'same' });
    expect(parts.filter((part) => part.change === 'removed').map((part) => part.value)).toEqual([
      "In today's fast-paced world, consistency",
      'Furthermore, it',
    ]);
    expect(parts.filter((part) => part.change === 'added').map((part) => part.value)).toEqual(['Consistency', 'It']);
    expect(parts.at(-1)).toEqual({ value: ' helps.\n\n- one\n- two\n', change: 'same' });
    expect(side(parts, 'added')).toBe(original);
    expect(side(parts, 'removed')).toBe(humanized);
  });

  it('has no marks when nothing changed', () => {
    expect(diffVersions('Plain words.', 'Plain words.')).toEqual([{ value: 'Plain words.', change: 'same' }]);
  });

  it('keeps a long, wholly rewritten text quick to compare', () => {
    const paragraph = (seed: number) => Array.from({ length: 120 }, (_, i) => `word${(i * seed) % 97}`).join(' ');
    const original = Array.from({ length: 25 }, (_, i) => paragraph(i + 3)).join('\n\n');
    const humanized = Array.from({ length: 25 }, (_, i) => paragraph(i + 50)).join('\n\n');
    const parts = diffVersions(original, humanized);
    expect(parts).not.toBeNull();
    expect(side(parts!, 'removed')).toBe(humanized);
  });
});
