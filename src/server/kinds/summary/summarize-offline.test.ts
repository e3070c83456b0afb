import { describe, expect, it } from 'vitest';
import { SUMMARY_LENGTHS, SUMMARY_STYLES, summaryWordRange, type SummaryOptions } from '../../../contract/summaries';
import { countWords } from '../../text/count-words';
import { generatedText, SHORT_TEXT, TEST_ARTICLES } from '../../test/texts/articles';
import { checkSummary } from './check-summary';
import { summarizeOffline } from './summarize-offline';
import type { SummaryJob } from './summary-job';

const CUSTOM_LENGTHS = [50, 300, 1000];
const OPTIONS: SummaryOptions[] = SUMMARY_STYLES.flatMap((summary_style) =>
  SUMMARY_LENGTHS.flatMap((summary_length): SummaryOptions[] =>
    summary_length === 'custom'
      ? CUSTOM_LENGTHS.map((custom_length) => ({ summary_style, summary_length, custom_length }))
      : [{ summary_style, summary_length }],
  ),
);
const label = (o: SummaryOptions) => `${o.summary_style}/${o.summary_length}${o.custom_length ? ` ${o.custom_length}` : ''}`;

const LONG = TEST_ARTICLES[0]!;
const REPORT = generatedText(20_000, 3);
const BOOK = generatedText(150_000);
/** On the 150,000-word text (a second or so each): every style at the detailed length, every other length in one style each. */
const BOOK_OPTIONS: SummaryOptions[] = [
  ...SUMMARY_STYLES.map((summary_style): SummaryOptions => ({ summary_style, summary_length: 'detailed' })),
  ...OPTIONS.filter((o) => o.summary_style === 'professional' && o.summary_length !== 'detailed').map((o, i) => ({
    ...o,
    summary_style: SUMMARY_STYLES[(i + 1) % SUMMARY_STYLES.length]!,
  })),
];

/** The summary's text lines without layout: labels, bullets and lead-ins off, each line the source's sentences joined by spaces. */
function bodyLines(summary: string): string[] {
  return summary
    .split('\n')
    .map((line) => line.replace(/^\*\*Bottom line:\*\*\s*/, '').replace(/^In short:\s*/, '').replace(/^- /, '').trim())
    .filter((line) => line && !/^\*\*(Key points|Implications)\*\*$/.test(line));
}

/** The sentences of the summary's lines. */
function sentencesOf(lines: string[]): string[] {
  return lines.flatMap((line) => line.split(/(?<=[.!?]["”]?)\s+(?=["“]?[A-Z])/));
}

/** Asserts that each sentence is the source's own, each later in it than the one before. */
function expectInSourceOrder(lines: string[], source: string): void {
  const flat = source.replace(/\s+/g, ' ');
  let at = 0;
  for (const sentence of sentencesOf(lines)) {
    const found = flat.indexOf(sentence, at);
    expect(found, `"${sentence}" is not in the source after position ${at}`).toBeGreaterThanOrEqual(0);
    at = found + sentence.length;
  }
}

function expectSummaryFits(job: SummaryJob) {
  const result = summarizeOffline(job);
  const range = summaryWordRange(job.options.summary_length, job.options.custom_length, result.sourceWords);
  expect(result.sourceWords).toBe(countWords(job.text));
  expect(result.problems).toEqual([]);
  expect(checkSummary({ options: job.options, sourceWords: result.sourceWords }, result.summary)).toEqual([]);
  const words = countWords(result.summary);
  expect(words).toBeGreaterThanOrEqual(range.min);
  expect(words).toBeLessThanOrEqual(range.max);
  return result;
}

describe('summarizeOffline: every length and style fits its range and layout', () => {
  it.each(OPTIONS.map((o) => [label(o), o] as const))('a long article, %s', (_, options) => {
    expectSummaryFits({ text: LONG.text, title: LONG.title, options });
  });

  it.each(OPTIONS.map((o) => [label(o), o] as const))('a text of about 100 words, %s', (_, options) => {
    const { summary } = expectSummaryFits({ text: SHORT_TEXT, title: 'Pasted text', options });
    expect(countWords(summary)).toBeLessThanOrEqual(countWords(SHORT_TEXT) / 2);
  });

  it.each(OPTIONS.map((o) => [label(o), o] as const))('a 20,000-word text, %s', (_, options) => {
    expectSummaryFits({ text: REPORT, title: 'A long report', options });
  });

  it.each(BOOK_OPTIONS.map((o) => [label(o), o] as const))('a 150,000-word text, %s', (_, options) => {
    expectSummaryFits({ text: BOOK, title: 'A book-length report', options });
  });

  it.each(TEST_ARTICLES.slice(1).map((a) => [a.title, a] as const))('"%s" in every style at standard length', (_, article) => {
    for (const summary_style of SUMMARY_STYLES) expectSummaryFits({ text: article.text, title: article.title, options: { summary_style, summary_length: 'standard' } });
  });
});

describe('summarizeOffline: quality', () => {
  it.each(TEST_ARTICLES.map((a) => [a.title, a] as const))('keeps the key sentences and facts of "%s"', (_, article) => {
    const summarize = (summary_length: 'brief' | 'standard') =>
      summarizeOffline({ text: article.text, title: article.title, options: { summary_length, summary_style: 'professional' } }).summary;
    const keptIn = (summary: string) => article.key.filter((k) => summary.includes(k)).length;
    // A brief summary (at most 120 words) holds three or four of these long news sentences: at least one
    // of them is a key sentence, and the key facts are all there.
    const brief = summarize('brief');
    expect(keptIn(brief), brief).toBeGreaterThanOrEqual(1);
    for (const fact of article.facts) expect(brief).toContain(fact);
    const standard = summarize('standard');
    expect(keptIn(standard), standard).toBeGreaterThanOrEqual(2);
    for (const fact of article.facts) expect(standard).toContain(fact);
  });

  it('keeps two of the key sentences in a brief summary of most articles', () => {
    const kept = TEST_ARTICLES.filter((article) => {
      const { summary } = summarizeOffline({ text: article.text, title: article.title, options: { summary_length: 'brief', summary_style: 'professional' } });
      return article.key.filter((k) => summary.includes(k)).length >= 2;
    });
    expect(kept.length).toBeGreaterThanOrEqual(TEST_ARTICLES.length - 1);
  });

  it.each(['professional', 'bullet_points', 'academic'] as const)('keeps the source’s order and never repeats a sentence (%s)', (summary_style) => {
    for (const article of TEST_ARTICLES) {
      const { summary } = summarizeOffline({ text: article.text, title: article.title, options: { summary_length: 'detailed', summary_style } });
      const lines = bodyLines(summary);
      expectInSourceOrder(lines, article.text);
      const sentences = sentencesOf(lines);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('casual: the best sentence as a plain lead line, then the rest in source order', () => {
    const { summary } = summarizeOffline({ text: LONG.text, title: LONG.title, options: { summary_length: 'standard', summary_style: 'casual' } });
    expect(summary.startsWith(`In short: ${LONG.key[0]}\n\n`)).toBe(true);
    expectInSourceOrder(bodyLines(summary).slice(1), LONG.text);
  });

  it('executive: the best sentence as the bottom line, key points and implications each in source order', () => {
    const article = TEST_ARTICLES[3]!;
    const { summary } = summarizeOffline({ text: article.text, title: article.title, options: { summary_length: 'standard', summary_style: 'executive' } });
    const [bottom, keyPoints, implications] = summary.split('\n\n');
    expect(bottom).toBe(`**Bottom line:** ${article.key[0]}`);
    expect(keyPoints).toMatch(/^\*\*Key points\*\*\n- /);
    expect(implications).toMatch(/^\*\*Implications\*\*\n- /);
    expectInSourceOrder(bodyLines(keyPoints!), article.text);
    expectInSourceOrder(bodyLines(implications!), article.text);
    expect(bodyLines(implications!).every((line) => /\b(should|could|must|expect|likely|unlikely|risk|setback|warn)/i.test(line))).toBe(true);
  });

  it('invents nothing: every line of every style is the source’s own sentences', () => {
    for (const summary_style of SUMMARY_STYLES) {
      const { summary } = summarizeOffline({ text: SHORT_TEXT, title: 'Pasted text', options: { summary_length: 'detailed', summary_style } });
      for (const sentence of sentencesOf(bodyLines(summary))) expect(SHORT_TEXT).toContain(sentence);
    }
  });

  it('is deterministic', () => {
    const job: SummaryJob = { text: TEST_ARTICLES[1]!.text, title: TEST_ARTICLES[1]!.title, options: { summary_length: 'standard', summary_style: 'executive' } };
    expect(summarizeOffline({ ...job })).toEqual(summarizeOffline(job));
  });

  it('academic leaves out sentences that speak to the reader when others can fill the summary', () => {
    const text = `${TEST_ARTICLES[1]!.text}\n\nIf you own an old house, you should get an energy audit before you buy a heat pump.`;
    const { summary } = summarizeOffline({ text, title: 'Heat pumps', options: { summary_length: 'detailed', summary_style: 'academic' } });
    expect(summary).not.toMatch(/\byou\b/i);
  });

  it('reports the problem when the source cannot give a summary in range', () => {
    const oneLongSentence = `The committee, ${'which met in the old town hall on a cold evening in the first week of the month, '.repeat(3)}approved the plan.`;
    const result = summarizeOffline({ text: oneLongSentence, title: 'Pasted text', options: { summary_length: 'brief', summary_style: 'professional' } });
    expect(result.problems.length).toBeGreaterThan(0);
  });
});
