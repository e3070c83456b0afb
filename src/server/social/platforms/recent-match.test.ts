import { describe, expect, it } from 'vitest';
import { isSamePost, listedAt, listFrom, matchKey } from './recent-match';

describe('matching a listed post to the text Inkwell sent', () => {
  it('compares the first 100 characters, whitespace collapsed, links and escapes left aside', () => {
    expect(matchKey('  Fish &amp; chips\n\n&lt;tonight&gt;   https://t.co/abc123 at 8 ')).toBe('Fish & chips <tonight> at 8');
    expect([...matchKey('é'.normalize('NFD').repeat(150))]).toHaveLength(100);
    const long = `${'word '.repeat(30)}and then the end`;
    expect(isSamePost({ listed: `${'word '.repeat(30)}but a different end`, wanted: long })).toBe(true);
    expect(isSamePost({ listed: 'Read https://t.co/xyz today', wanted: 'Read https://example.com/a?b=1 today' })).toBe(true);
  });

  it('tells different posts apart, and never matches an empty text', () => {
    expect(isSamePost({ listed: 'Launch day', wanted: 'Lunch day' })).toBe(false);
    expect(isSamePost({ listed: 'Launch day', wanted: 'Launch day, part two' })).toBe(false);
    expect(isSamePost({ listed: 'https://t.co/x', wanted: 'https://example.com' })).toBe(false);
  });

  it('finds a thread by its numbered first part, even a short one', () => {
    expect(isSamePost({ listed: 'A short opening. 1/3', wanted: 'A short opening. Then a great deal more that went into the second and third parts.' })).toBe(true);
    expect(isSamePost({ listed: 'A short opening. 2/3', wanted: 'A short opening. Then more.' })).toBe(false);
    expect(isSamePost({ listed: 'Another opening. 1/3', wanted: 'A short opening. Then more.' })).toBe(false);
  });

  it('reads the platforms’ timestamps, and looks two minutes further back than asked for clocks that disagree', () => {
    expect(listedAt('2025-05-01T10:00:00+0000')?.toISOString()).toBe('2025-05-01T10:00:00.000Z');
    expect(listedAt('2025-05-01T10:00:00Z')?.toISOString()).toBe('2025-05-01T10:00:00.000Z');
    expect(listedAt(1746093600)?.toISOString()).toBe('2025-05-01T10:00:00.000Z');
    expect(listedAt('1746093600')?.toISOString()).toBe('2025-05-01T10:00:00.000Z');
    expect(listedAt('not a time')).toBeUndefined();
    expect(listFrom(new Date('2025-05-01T10:00:00Z')).toISOString()).toBe('2025-05-01T09:58:00.000Z');
  });
});
