import type { SentenceRanking } from './rank-sentences';
import type { SourceSentence } from './read-sentences';
import { cosine } from './sparse-vector';

/** Sentences this similar say the same thing: only the better ranked of them is kept. */
export const NEAR_DUPLICATE = 0.55;
/** Maximal marginal relevance: the weight of a sentence's own score against its likeness to those already picked. */
const RELEVANCE = 0.75;
/** At least this many of the best-scored sentences are considered (four times the sentences asked for, when more). */
const POOL = 250;

/** Same words, case and punctuation aside: a repeated sentence, even when the vectors differ in rounding. */
function wordsKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The ranked sentences, best first, each new pick chosen by maximal marginal relevance (its score
 * less its likeness to the sentences already picked), near-duplicates of a picked sentence left out.
 * Those come back apart, best first, as `similar`, for a long summary of a repetitive source that runs
 * out of distinct sentences; a repeated sentence is never in either list twice. Deterministic: ties go
 * to the earlier sentence. Together the lists hold at most `limit` sentences.
 */
export function pickDistinct(ranking: SentenceRanking, limit: number): { distinct: SourceSentence[]; similar: SourceSentence[] } {
  const { sentences, vectors, scores } = ranking;
  const order = sentences.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const pool = order.slice(0, Math.max(POOL, 4 * limit));
  const keys = pool.map((i) => wordsKey(sentences[i]!.text));
  const likeness = new Float64Array(pool.length);
  /** 0: may be picked, 1: a near-duplicate of a pick (for later), 2: picked or repeated. */
  const state = new Uint8Array(pool.length);
  const pickedKeys = new Set<string>();
  const picked: SourceSentence[] = [];
  const take = (k: number) => {
    state[k] = 2;
    pickedKeys.add(keys[k]!);
    picked.push(sentences[pool[k]!]!);
  };

  while (picked.length < limit) {
    let best = -1;
    let bestValue = -Infinity;
    for (let k = 0; k < pool.length; k++) {
      if (state[k] !== 0) continue;
      const value = RELEVANCE * scores[pool[k]!]! - (1 - RELEVANCE) * likeness[k]!;
      if (value > bestValue) {
        bestValue = value;
        best = k;
      }
    }
    if (best < 0) break;
    take(best);
    const chosen = vectors[pool[best]!]!;
    for (let k = 0; k < pool.length; k++) {
      if (state[k] === 2) continue;
      if (keys[k] === keys[best]) {
        state[k] = 2;
        continue;
      }
      if (state[k] !== 0) continue;
      const similarity = cosine(chosen, vectors[pool[k]!]!);
      if (similarity >= NEAR_DUPLICATE) state[k] = 1;
      else if (similarity > likeness[k]!) likeness[k] = similarity;
    }
  }
  const distinct = [...picked];
  for (let k = 0; k < pool.length && picked.length < limit; k++) {
    if (state[k] === 1 && !pickedKeys.has(keys[k]!)) take(k);
  }
  return { distinct, similar: picked.slice(distinct.length) };
}
