import { describe, expect, it } from 'vitest';
import { readDraft } from './read-draft';
import { findChapters as findChaptersIn, findTimeMarks as findTimeMarksIn, formatClock, parseClock } from './time-marks';

/** The marks and chapters of the draft made of these lines. */
const findTimeMarks = (lines: string[]) => findTimeMarksIn(readDraft(lines.join('\n')).lines);
const findChapters = (lines: string[]) => findChaptersIn(readDraft(lines.join('\n')).lines);

describe('time marks', () => {
  it('formats and parses m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(1200)).toBe('20:00');
    expect(parseClock('12:30')).toBe(750);
    expect(parseClock('1:02:03')).toBe(3723);
    expect(parseClock('1:75')).toBeNull();
    expect(parseClock('soon')).toBeNull();
  });

  it.each(['## Chapters', '**Chapters:**', 'Chapters', '⏱️ YouTube Chapters', '### Timestamps', 'CHAPTERS / TIMESTAMPS'])('finds the chapter list under %j', (heading) => {
    expect(findChapters(['# T', '## [0:00] Hook', heading, '0:00 Hook', '0:30 Tip'])).toHaveLength(2);
  });

  it('does not take a sentence about chapters for the list', () => {
    expect(findChapters(['Chapters make long videos easier to follow.'])).toBeNull();
  });

  it('reads section marks up to the chapter list, and the chapters after it', () => {
    const lines = ['# T', '## [0:00] Hook', 'text [0:05] inline is not a mark', '**[0:20] Point**', '## [1:00] End', '## Chapters', '0:00 Hook', '- 0:20 – Point', '[1:00] End?'];
    expect(findTimeMarks(lines).map((m) => [m.seconds, m.label])).toEqual([
      [0, 'Hook'],
      [20, 'Point'],
      [60, 'End'],
    ]);
    expect(findChapters(lines)).toEqual([
      { seconds: 0, title: 'Hook' },
      { seconds: 20, title: 'Point' },
      { seconds: 60, title: 'End?' },
    ]);
  });
});
