import { summaryWordRange, type SummaryOptions, type WordRange } from '../../../contract/summaries';
import { CASUAL_LEAD, EXECUTIVE_LABELS, executiveParts } from './summary-layout';

/** Sources up to this many words go to the model whole, in one call; longer ones are mapped in chunks, then reduced. */
export const SUMMARY_SINGLE_PASS_WORDS = 8_000;
/** The words of one chunk in the map step (chunkSource's cap). */
export const SUMMARY_CHUNK_WORDS = 4_000;
/** The output budget of one map call: notes of a chunk, a few hundred words. */
export const SUMMARY_NOTES_MAX_OUTPUT_TOKENS = 800;

/** The layout rules of each style, matching what checkSummary looks for. */
function styleRules(options: SummaryOptions, range: WordRange): string[] {
  switch (options.summary_style) {
    case 'professional':
      return ['Style: professional. Clear, neutral, precise prose in short paragraphs of at most 120 words each. No bullet points, no headings.'];
    case 'casual':
      return [
        `Style: casual. Plain, friendly everyday words and short sentences. Open with a one-line gist (for example "${CASUAL_LEAD} …"), then short paragraphs of at most 120 words each. No bullet points, no headings.`,
      ];
    case 'bullet_points':
      return [
        `Style: bullet points. A bullet list only: every line starts with "- " and holds one point${range.max >= 60 ? ', at least two bullets' : ''}. No introduction, no headings, no closing paragraph.`,
      ];
    case 'academic': {
      const most = Math.max(2, Math.ceil(range.max / 250));
      return [
        `Style: academic. Formal and precise, in the third person about the source ("The text reports…", "The author argues…"), never addressing the reader as "you". ${most === 2 ? 'One or two' : `At most ${most}`} dense paragraphs; no bullet points, no headings.`,
      ];
    }
    case 'executive': {
      const parts = executiveParts(range.max);
      const rules = [`Style: executive. The first line is "**${EXECUTIVE_LABELS.bottomLine}** " followed by the single most important point, in one sentence.`];
      rules.push(
        parts.keyPoints
          ? `Then a line "**${EXECUTIVE_LABELS.keyPoints}**" followed by the main points as "- " bullets.`
          : `Then, if the length allows, a line "**${EXECUTIVE_LABELS.keyPoints}**" followed by "- " bullets.`,
      );
      if (parts.implications) {
        rules.push(`Then a line "**${EXECUTIVE_LABELS.implications}**" followed by "- " bullets saying what follows from the facts: consequences, risks, decisions, recommendations.`);
      }
      return rules;
    }
  }
}

/**
 * The map step: notes on one chunk of a long source (index counts from 0), terse and faithful, for the
 * reduce step to summarize from.
 */
export function mapPrompt(opts: { chunk: string; index: number; total: number; title: string }): string {
  const part = `part ${opts.index + 1} of ${opts.total}`;
  return [
    `Here is ${part} of a longer source titled "${opts.title}". A summary of the whole source will be written from notes on each part.`,
    `Write the notes for this part only: its key facts, figures, names, dates, claims and conclusions, as terse "- " bullets of at most 300 words in all, in the order the part gives them.`,
    'Keep figures, names and quotations exact. Add nothing that the part does not say: no commentary, no background knowledge.',
    'If the part holds nothing of substance (navigation, references, an index), answer "- Nothing of substance."',
    'Answer with the notes only.',
    '',
    `--- ${part.toUpperCase()} ---`,
    opts.chunk,
  ].join('\n');
}

/**
 * The final pass: the summary in the creator's length and style, from the whole source (a string) or
 * from the notes on its chunks (an array, in order).
 */
export function reducePrompt(opts: { notes: string[] | string; title: string; options: SummaryOptions; sourceWords: number }): string {
  const range = summaryWordRange(opts.options.summary_length, opts.options.custom_length, opts.sourceWords);
  const aim = Math.round((range.min + range.max) / 2);
  const { notes } = opts;
  const whole = typeof notes === 'string';
  const material = whole ? ['--- SOURCE ---', notes] : notes.flatMap((n, i) => [`--- NOTES ON PART ${i + 1} OF ${notes.length} ---`, n.trim()]);
  return [
    `Summarize the source titled "${opts.title}" (${opts.sourceWords} words)${whole ? '' : ', from the notes taken on each of its parts in order'}.`,
    `Length: ${range.min} to ${range.max} words (aim for about ${aim}), counting every word, labels included.`,
    ...styleRules(opts.options, range),
    'Lead with what matters most, and cover the source as a whole, not only its beginning.',
    'Use only what the source says: no facts, figures, names or opinions from elsewhere, figures kept exact. No title, and do not mention that this is a summary.',
    'Answer with the summary only.',
    '',
    ...material,
  ].join('\n');
}

/** The output budget of the final pass (and of its repair round): the range's top with room for Markdown and a margin. */
export function summaryMaxOutputTokens(options: SummaryOptions, sourceWords: number): number {
  const range = summaryWordRange(options.summary_length, options.custom_length, sourceWords);
  return Math.ceil(range.max * 1.6) + 200;
}
