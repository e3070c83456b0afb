import { describe, expect, it } from 'vitest';
import { summaryWordRange, type SummaryOptions } from '../../../contract/summaries';
import { checkSummary } from './check-summary';

const LONG_SOURCE = 2_000;
const sentence = (n: number) => `Sentence number ${n} states one fact about the city budget.`; // 10 words
const sentences = (count: number, from = 0) => Array.from({ length: count }, (_, i) => sentence(from + i));
const job = (options: Partial<SummaryOptions>, sourceWords = LONG_SOURCE): { options: SummaryOptions; sourceWords: number } => ({
  options: { summary_length: 'standard', summary_style: 'professional', ...options },
  sourceWords,
});

describe('checkSummary: length', () => {
  it('accepts a summary inside the range and names the range when outside it', () => {
    const within = [sentences(8).join(' '), sentences(8, 8).join(' ')].join('\n\n'); // 160 words
    expect(checkSummary(job({}), within)).toEqual([]);
    const [tooLong] = checkSummary(job({}), [sentences(10).join(' '), sentences(10, 10).join(' '), sentences(10, 20).join(' ')].join('\n\n'));
    expect(tooLong).toMatch(/has 300 words but must have 120 to 250: shorten it to at most 250 words/);
    const [tooShort] = checkSummary(job({}), sentences(5).join(' '));
    expect(tooShort).toMatch(/has 50 words but must have 120 to 250: lengthen it to at least 120 words/);
  });

  it('scales the range down for a short source and reads a custom length', () => {
    // 100 words of source: at most 50 words of summary, whatever the length asked.
    expect(checkSummary(job({ summary_length: 'detailed' }, 100), sentences(4).join(' '))).toEqual([]);
    expect(checkSummary(job({ summary_length: 'detailed' }, 100), sentences(6).join(' '))[0]).toMatch(/at most 50 words/);
    expect(checkSummary(job({ summary_length: 'custom', custom_length: 100 }), [sentences(5).join(' '), sentences(5, 5).join(' ')].join('\n\n'))).toEqual([]);
    const custom = summaryWordRange('custom', 100, LONG_SOURCE);
    expect(checkSummary(job({ summary_length: 'custom', custom_length: 100 }), sentences(8).join(' '))[0]).toContain(`must have ${custom.min} to ${custom.max}`);
  });

  it('counts words as a reader sees them: labels count, Markdown marks do not', () => {
    const text = `**Bottom line:** ${sentence(0)}\n\n**Key points**\n${sentences(5, 1).map((s) => `- ${s}`).join('\n')}\n\n**Implications**\n${sentences(5, 6).map((s) => `- ${s}`).join('\n')}`;
    expect(checkSummary(job({ summary_style: 'executive', summary_length: 'brief' }), text)).toEqual([]); // 110 + 5 label words
    expect(checkSummary(job({ summary_style: 'executive', summary_length: 'custom', custom_length: 110 }), text)).toEqual([]);
  });

  it('asks for a summary when the answer is empty', () => {
    expect(checkSummary(job({}), '  \n')).toEqual(['Write the summary: the answer was empty.']);
  });
});

describe('checkSummary: layout', () => {
  const prose = [sentences(7).join(' '), sentences(7, 7).join(' ')].join('\n\n');
  const list = sentences(14).map((s) => `- ${s}`).join('\n');

  it('bullet_points: a list and nothing but a list', () => {
    expect(checkSummary(job({ summary_style: 'bullet_points' }), list)).toEqual([]);
    expect(checkSummary(job({ summary_style: 'bullet_points' }), prose)).toEqual([expect.stringMatching(/bullet list only/)]);
    expect(checkSummary(job({ summary_style: 'bullet_points' }), `Here is the summary of the budget debate in the city council.\n${list}`)).toEqual([
      expect.stringMatching(/no introduction/),
    ]);
    expect(checkSummary(job({ summary_style: 'bullet_points', summary_length: 'brief' }), `- ${sentences(6).join(' ')}`)).toEqual([expect.stringMatching(/at least two bullet points/)]);
  });

  it('prose styles: no bullets, no headings; professional and casual paragraphs short', () => {
    for (const summary_style of ['professional', 'casual', 'academic'] as const) {
      expect(checkSummary(job({ summary_style }), prose)).toEqual([]);
      expect(checkSummary(job({ summary_style }), list)).toEqual([expect.stringMatching(/prose paragraphs, without bullet points/)]);
      expect(checkSummary(job({ summary_style }), `## The budget\n\n${prose}`)).toEqual([expect.stringMatching(/Leave out headings/)]);
    }
    const wall = sentences(14).join(' ');
    expect(checkSummary(job({ summary_style: 'professional' }), wall)).toEqual([expect.stringMatching(/short paragraphs of at most 120 words \(the longest has 140\)/)]);
    expect(checkSummary(job({ summary_style: 'casual' }), wall)).toHaveLength(1);
  });

  it('academic: one or two dense paragraphs, in the third person', () => {
    expect(checkSummary(job({ summary_style: 'academic' }), sentences(14).join(' '))).toEqual([]);
    const three = [sentences(5).join(' '), sentences(5, 5).join(' '), sentences(5, 10).join(' ')].join('\n\n');
    expect(checkSummary(job({ summary_style: 'academic' }), three)).toEqual([expect.stringMatching(/one or two dense paragraphs \(it has 3\)/)]);
    const addressed = `${sentences(13).join(' ')} You should read the full budget yourself before the vote.`;
    expect(checkSummary(job({ summary_style: 'academic' }), addressed)).toEqual([expect.stringMatching(/third person/)]);
    const quoted = `${sentences(13).join(' ')} The mayor said: "You will see lower fares next year."`;
    expect(checkSummary(job({ summary_style: 'academic' }), quoted)).toEqual([]);
  });

  it('executive: bottom line first, then key points, then implications', () => {
    const bottom = `**Bottom line:** ${sentence(0)}`;
    const keyPoints = `**Key points**\n${sentences(6, 1).map((s) => `- ${s}`).join('\n')}`;
    const implications = `**Implications**\n${sentences(6, 7).map((s) => `- ${s}`).join('\n')}`;
    const executive = job({ summary_style: 'executive' });
    expect(checkSummary(executive, [bottom, keyPoints, implications].join('\n\n'))).toEqual([]);
    expect(checkSummary(executive, [keyPoints, implications, bottom].join('\n\n'))).toEqual([expect.stringMatching(/Start with the bottom line/)]);
    expect(checkSummary(executive, [bottom, `${keyPoints}\n${sentences(6, 7).map((s) => `- ${s}`).join('\n')}`].join('\n\n'))).toEqual([
      expect.stringMatching(/End with an "\*\*Implications\*\*" line/),
    ]);
    expect(checkSummary(executive, [bottom, `**Key points**\n${sentences(6, 1).join(' ')}`, implications].join('\n\n'))).toEqual([
      expect.stringMatching(/add a "\*\*Key points\*\*" line followed by the main points/),
    ]);
    expect(checkSummary(executive, [bottom, implications, keyPoints].join('\n\n'))).toEqual([expect.stringMatching(/Put the "Key points" before the "Implications"/)]);
  });

  it('executive: a summary too short for three parts needs only the bottom line', () => {
    // 80 words of source: a summary of at most 40 words.
    expect(checkSummary(job({ summary_style: 'executive', summary_length: 'brief' }, 80), `**Bottom line:** ${sentences(3).join(' ')}`)).toEqual([]);
    expect(checkSummary(job({ summary_style: 'executive', summary_length: 'brief' }, 80), sentences(3).join(' '))).toEqual([expect.stringMatching(/bottom line/)]);
  });
});
