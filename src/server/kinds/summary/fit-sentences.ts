import type { SourceSentence } from '../../text/read-sentences';

export interface FitTarget {
  /** The words the chosen sentences must hold together (layout labels already taken off). */
  min: number;
  max: number;
  /** Where in the range to stop adding sentences: a summary need not fill its range to the top. */
  aim: number;
  /** Fewest sentences the layout needs (an executive summary's three parts). */
  minSentences: number;
  /** Sentences that must be in (taken first, in this order). */
  required?: SourceSentence[];
}

/** The search looks this far down the ranking for sentences that make the count land in the range. */
const SEARCH_DEPTH = 40;
/** Steps of the search before settling for the closest count found. */
const SEARCH_BUDGET = 20_000;

/**
 * Whole sentences, taken from the top of the ranking, whose words land in the range: a depth-first
 * search that tries each sentence in rank order before leaving it out (its first answer is the greedy
 * one: best sentences first, a sentence that would overflow skipped for the next), stopping as soon as
 * the count reaches the aim, or failing that the minimum. When no combination lands in the range, the
 * closest one found. The result keeps rank order (best first).
 */
export function fitSentences(ranked: SourceSentence[], target: FitTarget): SourceSentence[] {
  const required = target.required ?? [];
  const pool = ranked.filter((s) => !required.includes(s));
  const base = required.reduce((sum, s) => sum + s.words, 0);
  let closest: { picked: number[]; distance: number } = { picked: [], distance: Infinity };
  const distance = (words: number) => (words < target.min ? target.min - words : words > target.max ? words - target.max : 0);

  const search = (floor: number, depth: number): number[] | null => {
    let steps = 0;
    const picked: number[] = [];
    const visit = (from: number, words: number): boolean => {
      if (++steps > SEARCH_BUDGET) return false;
      const count = required.length + picked.length;
      const d = distance(words) + (count < target.minSentences ? 1000 : 0);
      if (d < closest.distance) closest = { picked: [...picked], distance: d };
      if (words >= floor && words <= target.max && count >= target.minSentences) return true;
      for (let i = from; i < Math.min(pool.length, depth); i++) {
        const next = words + pool[i]!.words;
        if (next > target.max) continue;
        picked.push(i);
        if (visit(i + 1, next)) return true;
        picked.pop();
        if (steps > SEARCH_BUDGET) return false;
      }
      return false;
    };
    return visit(0, base) ? picked : null;
  };

  const found = search(target.aim, SEARCH_DEPTH) ?? search(target.min, SEARCH_DEPTH) ?? search(target.min, pool.length) ?? closest.picked;
  return [...required, ...found.map((i) => pool[i]!)];
}
