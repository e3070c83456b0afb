import { cleanSource } from './clean-source';
import { readDocument, stemWord } from './english-nlp';
import { keyTerms } from './key-terms';
import { pickDistinct } from './pick-distinct';
import { rankSentences } from './rank-sentences';
import { readSentences, type SourceSentence } from './read-sentences';
import { selectParagraphs } from './select-paragraphs';

/** What the ranking made of a source. */
export interface SourceAnalysis {
  /** The caller's title, or the source's first heading, or ''. */
  title: string;
  /** Every sentence read (of a very long source, of its selected paragraphs), in source order. */
  sentences: SourceSentence[];
  /** The best sentences that may stand in a summary, best first, without near-duplicates. */
  ranked: SourceSentence[];
  /** Near-duplicates of ranked sentences, best first: what a long summary of a repetitive source may fall back on. */
  similar: SourceSentence[];
  /** Each ranked sentence's score (the best is 1), by sentence index. */
  scores: Map<number, number>;
  /** Key terms, most important first. */
  terms: string[];
}

const ENDS_SENTENCE = /[.!?…]["'”’)\]]*$/;
const STARTS_SENTENCE = /^["'“‘([]*[\p{Lu}\p{N}]/u;

/**
 * Whether a sentence can stand in a summary as it is: a whole sentence (capital first, closing
 * punctuation last), of some length, with enough content words, and mostly words rather than figures
 * (a table row read as text).
 */
function canStandAlone(s: SourceSentence): boolean {
  if (s.words < 5 || s.words > 90 || s.terms.length < 3) return false;
  if (!ENDS_SENTENCE.test(s.text) || !STARTS_SENTENCE.test(s.text)) return false;
  const letters = s.text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= s.text.length * 0.55;
}

function titleTerms(title: string): string[] {
  if (!title) return [];
  const { normals, types, stopWords } = readDocument(title);
  return normals.filter((w, i) => types[i] === 'word' && !stopWords[i] && w.length > 1).map(stemWord);
}

/**
 * The whole analysis: cleanup, paragraph pre-selection for a very long source, sentences, LexRank
 * with a prior, redundancy removal, key terms.
 * When too few sentences can stand alone (a short or list-like text), every sentence of a few words may.
 */
export function analyzeSource(text: string, opts: { title?: string; maxRanked: number; maxTerms: number }): SourceAnalysis {
  const clean = cleanSource(text);
  const title = opts.title?.trim() || clean.title;
  const sentences = readSentences(selectParagraphs(clean.paragraphs));
  let candidates = sentences.filter(canStandAlone);
  if (candidates.length < 3) candidates = sentences.filter((s) => s.words >= 3 && s.terms.length > 0);
  const ranking = rankSentences(candidates, { titleTerms: titleTerms(title), sourceSentences: sentences.length });
  const scores = new Map<number, number>();
  ranking.sentences.forEach((s, i) => scores.set(s.index, ranking.scores[i]!));
  const { distinct: ranked, similar } = pickDistinct(ranking, opts.maxRanked);
  const terms = keyTerms(sentences, (s) => scores.get(s.index) ?? 0, opts.maxTerms);
  return { title, sentences, ranked, similar, scores, terms };
}
