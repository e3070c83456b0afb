import { summaryWordRange, type SummaryStyle, type WordRange } from '../../../contract/summaries';
import { countWords } from '../../text/count-words';
import { analyzeSource } from '../../text/analyze-source';
import type { SourceSentence } from '../../text/read-sentences';
import { addressesReader, checkSummary } from './check-summary';
import { fitSentences, type FitTarget } from './fit-sentences';
import type { SummaryJob } from './summary-job';
import { CASUAL_LEAD, EXECUTIVE_LABELS, executiveParts, isImplication, layOutSummary } from './summary-layout';

/** Ranked sentences kept for fitting: enough for the longest custom summary (1,100 words). */
const RANKED_POOL = 120;
/** Rounds of fitting, each with the layout's real word overhead from the one before. */
const FIT_ROUNDS = 4;

const wordsOf = (sentences: SourceSentence[]) => sentences.reduce((sum, s) => sum + s.words, 0);

/** The words a style's labels add around the sentences, as a first guess (the fitting corrects it). */
function labelWords(style: SummaryStyle, range: WordRange): number {
  if (style === 'casual') return countWords(CASUAL_LEAD);
  if (style !== 'executive') return 0;
  const parts = executiveParts(range.max);
  return (
    countWords(EXECUTIVE_LABELS.bottomLine) +
    (parts.keyPoints ? countWords(EXECUTIVE_LABELS.keyPoints) : 0) +
    (parts.implications ? countWords(EXECUTIVE_LABELS.implications) : 0)
  );
}

/**
 * The sentences a style may draw on: an academic summary leaves out those that speak to the reader,
 * as long as the others can still fill it.
 */
function poolFor(style: SummaryStyle, ranked: SourceSentence[], range: WordRange): SourceSentence[] {
  if (style !== 'academic') return ranked;
  const thirdPerson = ranked.filter((s) => !addressesReader(s.text));
  return wordsOf(thirdPerson) >= range.min ? thirdPerson : ranked;
}

/**
 * An executive summary needs an implication: when the fitted sentences hold none, the best-ranked
 * sentence that states one is brought in beside the bottom line, if it fits.
 */
function withImplication(pool: SourceSentence[], chosen: SourceSentence[], target: FitTarget): SourceSentence[] {
  const [bottom, ...rest] = chosen;
  if (!bottom || rest.some(isImplication)) return chosen;
  const cue = pool.find((s) => s !== bottom && isImplication(s) && bottom.words + s.words <= target.max);
  if (!cue) return chosen;
  const refitted = fitSentences(pool, { ...target, required: [bottom, cue] });
  const total = wordsOf(refitted);
  return total >= target.min && total <= target.max ? refitted : chosen;
}

/**
 * The offline engine's summary: the source's most central sentences (LexRank with a prior, near-duplicates
 * out), as many whole sentences as make the word range, laid out in the style, in source order where
 * the style has one. Deterministic, pure and synchronous: it runs in a worker thread. `problems` is
 * what checkSummary finds (empty unless the source cannot give a summary in range, such as a text of one
 * long sentence).
 */
export function summarizeOffline(job: SummaryJob): { summary: string; problems: string[]; sourceWords: number } {
  const { options } = job;
  const style = options.summary_style;
  const sourceWords = countWords(job.text);
  const range = summaryWordRange(options.summary_length, options.custom_length, sourceWords);
  const analysis = analyzeSource(job.text, { title: job.title, maxRanked: RANKED_POOL, maxTerms: 0 });
  const pool = poolFor(style, [...analysis.ranked, ...analysis.similar], range);
  const minSentences = style === 'executive' ? executiveParts(range.max).sentences : style === 'bullet_points' && range.max >= 60 ? 2 : 1;

  let overhead = labelWords(style, range);
  let summary = '';
  for (let round = 0; round < FIT_ROUNDS; round++) {
    const target: FitTarget = {
      min: range.min - overhead,
      max: range.max - overhead,
      aim: Math.round((range.min + range.max) / 2) - overhead,
      minSentences,
    };
    let chosen = fitSentences(pool, target);
    if (style === 'executive' && executiveParts(range.max).implications) chosen = withImplication(pool, chosen, target);
    summary = layOutSummary(chosen, style, range.max);
    const words = countWords(summary);
    if (words >= range.min && words <= range.max) break;
    const actual = words - wordsOf(chosen);
    if (actual === overhead) break;
    overhead = actual;
  }
  return { summary, problems: checkSummary({ options, sourceWords }, summary), sourceWords };
}
