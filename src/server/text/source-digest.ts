import { analyzeSource } from './analyze-source';

export interface SourceDigest {
  /** The most central sentences as written in the source, best first (no duplicates, no near-duplicates). */
  sentences: string[];
  /** Key terms (words or short noun phrases, as written, lower-cased unless proper nouns), most important first. */
  terms: string[];
  /** The source's title when it has a first-line heading or the caller gave one; '' otherwise. */
  title: string;
}

/**
 * What a source says, for the composers that build content from it: its most central sentences and
 * its key terms, by the same analysis as the offline summarizer. Deterministic and synchronous (it
 * belongs in a worker thread for a long source).
 */
export function digestSource(text: string, opts: { maxSentences?: number; maxTerms?: number; title?: string } = {}): SourceDigest {
  const analysis = analyzeSource(text, { title: opts.title, maxRanked: opts.maxSentences ?? 8, maxTerms: opts.maxTerms ?? 12 });
  return { sentences: analysis.ranked.map((s) => s.text), terms: analysis.terms, title: analysis.title };
}
