import { describe, expect, it } from 'vitest';
import { SUMMARY_STYLES, summaryWordRange, type SummaryOptions } from '../../../contract/summaries';
import { mapPrompt, reducePrompt, SUMMARY_SINGLE_PASS_WORDS, SUMMARY_CHUNK_WORDS, summaryMaxOutputTokens } from './summary-prompts';

const options = (o: Partial<SummaryOptions>): SummaryOptions => ({ summary_length: 'standard', summary_style: 'professional', ...o });

describe('summary prompts', () => {
  it('map: asks for faithful notes on one numbered part, with the part itself', () => {
    const prompt = mapPrompt({ chunk: 'The port handled 2.1 million containers in 2025.', index: 2, total: 9, title: 'Port report' });
    expect(prompt).toContain('part 3 of 9');
    expect(prompt).toContain('"Port report"');
    expect(prompt).toMatch(/figures, names and quotations exact/);
    expect(prompt.endsWith('The port handled 2.1 million containers in 2025.')).toBe(true);
  });

  it('reduce: states the word range (scaled to the source) and the style’s layout rules', () => {
    const standard = reducePrompt({ notes: 'Source text.', title: 'Report', options: options({}), sourceWords: 5_000 });
    expect(standard).toContain('Length: 120 to 250 words');
    expect(standard).toContain('--- SOURCE ---\nSource text.');
    expect(reducePrompt({ notes: 'x', title: 'Report', options: options({ summary_length: 'detailed' }), sourceWords: 300 })).toContain('Length: 75 to 150 words');
    const custom = summaryWordRange('custom', 400, 5_000);
    expect(reducePrompt({ notes: 'x', title: 'Report', options: options({ summary_length: 'custom', custom_length: 400 }), sourceWords: 5_000 })).toContain(
      `Length: ${custom.min} to ${custom.max} words`,
    );
    const rules: Record<(typeof SUMMARY_STYLES)[number], RegExp> = {
      professional: /short paragraphs of at most 120 words/,
      casual: /one-line gist/,
      bullet_points: /every line starts with "- "/,
      academic: /third person/,
      executive: /\*\*Bottom line:\*\*.*\n.*\*\*Key points\*\*.*\n.*\*\*Implications\*\*/,
    };
    for (const summary_style of SUMMARY_STYLES) {
      expect(reducePrompt({ notes: 'x', title: 'Report', options: options({ summary_style }), sourceWords: 5_000 })).toMatch(rules[summary_style]);
    }
  });

  it('reduce: from notes, numbers each part in order', () => {
    const prompt = reducePrompt({ notes: ['- first', '- second'], title: 'Report', options: options({}), sourceWords: 50_000 });
    expect(prompt).toMatch(/--- NOTES ON PART 1 OF 2 ---\n- first\n--- NOTES ON PART 2 OF 2 ---\n- second$/);
    expect(prompt).toContain('from the notes taken on each of its parts');
  });

  it('budgets output for the longest summary allowed, and chunks fit a single pass', () => {
    expect(summaryMaxOutputTokens(options({ summary_length: 'custom', custom_length: 1_000 }), 50_000)).toBeGreaterThan(1_100 * 1.3);
    expect(summaryMaxOutputTokens(options({ summary_length: 'brief' }), 50_000)).toBeLessThan(summaryMaxOutputTokens(options({ summary_length: 'detailed' }), 50_000));
    expect(SUMMARY_CHUNK_WORDS).toBeLessThanOrEqual(SUMMARY_SINGLE_PASS_WORDS);
  });
});
