import { summaryWordRange, type SummaryOptions, type WordRange } from '../../../contract/summaries';
import { countWords } from '../../text/count-words';
import { EXECUTIVE_LABELS, executiveParts } from './summary-layout';

const BULLET = /^\s*[-*+•]\s+\S/;
const HEADING = /^\s*#{1,6}\s/;
const QUOTED = /"[^"\n]*"|“[^”\n]*”/g;
const SECOND_PERSON = /\b(?:you|your|yours|yourself|yourselves)\b/i;
const BOTTOM_LINE = /^(?:#{1,6}\s*)?(?:\*\*|__)?\s*bottom line\s*:?\s*(?:\*\*|__)?\s*:?\s*\S/i;
/** A short paragraph, as professional and casual summaries are set. */
const SHORT_PARAGRAPH_WORDS = 120;

/** Whether the text speaks to its reader ("you") outside quotations, which an academic summary does not. */
export function addressesReader(text: string): boolean {
  return SECOND_PERSON.test(text.replace(QUOTED, ' '));
}

function labelLine(label: string): RegExp {
  return new RegExp(`^(?:#{1,6}\\s*)?(?:\\*\\*|__)?\\s*${label}\\s*:?\\s*(?:\\*\\*|__)?\\s*:?\\s*$`, 'i');
}

/** Bullets under the first line matching `label`, up to the next line that is not a bullet; -1 when there is no such line. */
function bulletsUnder(lines: string[], label: RegExp): { at: number; bullets: number } {
  const at = lines.findIndex((line) => label.test(line));
  if (at < 0) return { at, bullets: -1 };
  let bullets = 0;
  for (let i = at + 1; i < lines.length && BULLET.test(lines[i]!); i++) bullets++;
  return { at, bullets };
}

function executiveProblems(lines: string[], range: WordRange): string[] {
  const problems: string[] = [];
  const parts = executiveParts(range.max);
  if (!BOTTOM_LINE.test(lines[0] ?? '')) {
    problems.push(`Start with the bottom line: a first line beginning "**${EXECUTIVE_LABELS.bottomLine}**" followed by the single most important point.`);
  }
  const keyPoints = bulletsUnder(lines, labelLine(EXECUTIVE_LABELS.keyPoints));
  const implications = bulletsUnder(lines, labelLine(EXECUTIVE_LABELS.implications));
  if (parts.keyPoints && keyPoints.bullets < 1) {
    problems.push(`After the bottom line, add a "**${EXECUTIVE_LABELS.keyPoints}**" line followed by the main points as "- " bullets.`);
  }
  if (parts.implications && implications.bullets < 1) {
    problems.push(
      `End with an "**${EXECUTIVE_LABELS.implications}**" line followed by "- " bullets saying what follows from the facts (consequences, risks, recommendations).`,
    );
  }
  if (keyPoints.at >= 0 && implications.at >= 0 && implications.at < keyPoints.at) {
    problems.push(`Put the "${EXECUTIVE_LABELS.keyPoints}" before the "${EXECUTIVE_LABELS.implications}".`);
  }
  return problems;
}

function styleProblems(style: SummaryOptions['summary_style'], text: string, range: WordRange): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bullets = lines.filter((line) => BULLET.test(line)).length;
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() && !HEADING.test(p));
  const problems: string[] = [];
  switch (style) {
    case 'bullet_points':
      if (bullets < lines.length) {
        problems.push('Lay the summary out as a bullet list only: every line starts with "- " and holds one point, with no introduction, headings or paragraphs.');
      }
      if (range.max >= 60 && bullets === 1) problems.push('Give at least two bullet points, one point each.');
      return problems;
    case 'executive':
      return executiveProblems(lines, range);
    case 'professional':
    case 'casual':
    case 'academic': {
      if (bullets > 0) problems.push('Write the summary as prose paragraphs, without bullet points or lists.');
      if (lines.some((line) => HEADING.test(line))) problems.push('Leave out headings: the summary is plain paragraphs.');
      if (style === 'academic') {
        const most = Math.max(2, Math.ceil(range.max / 250));
        if (paragraphs.length > most) problems.push(`Write the summary as ${most === 2 ? 'one or two' : `at most ${most}`} dense paragraphs (it has ${paragraphs.length}).`);
        if (addressesReader(text)) problems.push('Write in the third person about the source: do not address the reader as "you".');
      } else if (bullets === 0) {
        const longest = Math.max(...paragraphs.map(countWords));
        if (longest > SHORT_PARAGRAPH_WORDS) {
          problems.push(`Break the summary into short paragraphs of at most ${SHORT_PARAGRAPH_WORDS} words (the longest has ${longest}).`);
        }
      }
      return problems;
    }
  }
}

/**
 * What a summary gets wrong: its length against the word range for the source's length (the
 * contract's summaryWordRange, counted as a reader sees the Markdown), and its layout against the
 * style. Each problem is an instruction a model can act on; [] when the summary is fine.
 */
export function checkSummary(job: { options: SummaryOptions; sourceWords: number }, summary: string): string[] {
  const text = summary.trim();
  if (!text) return ['Write the summary: the answer was empty.'];
  const range = summaryWordRange(job.options.summary_length, job.options.custom_length, job.sourceWords);
  const words = countWords(text);
  const problems: string[] = [];
  if (words > range.max) {
    problems.push(`The summary has ${words} words but must have ${range.min} to ${range.max}: shorten it to at most ${range.max} words, keeping the most important facts.`);
  } else if (words < range.min) {
    problems.push(`The summary has ${words} words but must have ${range.min} to ${range.max}: lengthen it to at least ${range.min} words with further facts from the source.`);
  }
  return [...problems, ...styleProblems(job.options.summary_style, text, range)];
}
