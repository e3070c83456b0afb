import readability from 'text-readability';
import { describe, expect, it } from 'vitest';
import { readableProse, scoreReadability } from './readability';

describe('readableProse', () => {
  it('reads a draft as its reader does: no marks, link targets, code or time marks; headings and items end sentences', () => {
    const markdown = [
      '# Bread at home',
      '',
      '## [0:15] The starter',
      '',
      'Feed it **daily** with [fresh flour](https://example.com/flour), see https://example.com/more',
      '',
      '- Water',
      '- Salt',
      '',
      '```',
      'const secret = "not prose";',
      '```',
    ].join('\n');
    expect(readableProse(markdown)).toBe('Bread at home. The starter. Feed it daily with fresh flour, see. Water. Salt.');
  });
});

describe('scoreReadability', () => {
  it('scores the prose with text-readability, rounded to one decimal', () => {
    const text = 'The cat sat on the mat. It was a very happy cat indeed, and it purred all afternoon in the sun.';
    expect(scoreReadability(text)).toEqual({
      flesch_reading_ease: Math.round(readability.fleschReadingEase(text) * 10) / 10,
      flesch_kincaid_grade: Math.round(readability.fleschKincaidGrade(text) * 10) / 10,
      words: 21,
      sentences: 2,
    });
  });

  it('rates plain short sentences easier than long abstract ones', () => {
    const plain = scoreReadability('We bake bread. It takes a day. You need flour, water and salt.');
    const dense = scoreReadability('Contemporary artisanal fermentation methodologies necessitate considerable organizational commitment, particularly regarding temperature standardization.');
    expect(plain.flesch_reading_ease).toBeGreaterThan(dense.flesch_reading_ease);
    expect(plain.flesch_kincaid_grade).toBeLessThan(dense.flesch_kincaid_grade);
  });

  it('answers zeros for a text without words', () => {
    expect(scoreReadability('## \n\n```\ncode\n```\n')).toEqual({ flesch_reading_ease: 0, flesch_kincaid_grade: 0, words: 0, sentences: 0 });
  });
});
