import type { SourceSentence } from './read-sentences';
import { tfidfVectors, type SparseVector } from './sparse-vector';

/** The sentences that were ranked, each with its vector and its score (highest most central). */
export interface SentenceRanking {
  /** In source order. */
  sentences: SourceSentence[];
  vectors: SparseVector[];
  /** Parallel to `sentences`; the highest is 1. */
  scores: Float64Array;
}

/** The graph is built over at most this many sentences; a longer source is pre-selected by a cheap score. */
export const MAX_RANKED_SENTENCES = 2000;
const DAMPING = 0.85;
/** Edges of lower similarity are noise (a shared common word) and only slow the iteration down. */
const MIN_SIMILARITY = 0.06;
const MAX_ITERATIONS = 100;
const TOLERANCE = 1e-8;
/** Out-links kept per sentence. */
const NEIGHBOURS = 40;

/** Openings that lean on an earlier sentence: taken out of context, the sentence reads wrong. */
const LEANS_BACK = /^(?:however|but|and|or|so|also|yet|still|instead|meanwhile|moreover|furthermore|this|that|these|those|it|its|they|their|he|she|his|her|such|then|there|here|as a result|in addition|for example|for instance)\b/i;

/**
 * How well a sentence stands alone in a summary, as a factor on its score: questions, exclamations,
 * openings that refer back, bare quotations, and very short or very long sentences are worth less.
 */
function standalone(sentence: SourceSentence): number {
  let factor = 1;
  const text = sentence.text.replace(/^["“'‘(]+/, '');
  if (/\?["”'’)]*$/.test(text)) factor *= 0.55;
  else if (/!["”'’)]*$/.test(text)) factor *= 0.8;
  if (LEANS_BACK.test(text)) factor *= 0.8;
  // A quotation on its own, its speaker in another sentence.
  if (/^["“]/.test(sentence.text) && /["”]$/.test(sentence.text)) factor *= 0.5;
  if (sentence.words < 8) factor *= 0.75;
  else if (sentence.words > 45) factor *= 0.85;
  return factor;
}

/**
 * What is known of a sentence before the graph: an early place in the text (news and explainers say
 * the most important thing first), opening a paragraph (topic sentences), sharing the title's words.
 */
function prior(sentence: SourceSentence, total: number, titleTerms: Set<string>): number {
  const scale = Math.max(2, Math.min(total * 0.04, 20));
  let value = 1 + 2 * Math.exp(-sentence.index / scale);
  if (sentence.lead) value += 0.3;
  if (titleTerms.size > 0) {
    let shared = 0;
    for (const term of new Set(sentence.terms)) if (titleTerms.has(term)) shared++;
    value += (1.5 * shared) / titleTerms.size;
  }
  return value;
}

/** For a source with more sentences than the graph takes: the ones most likely to rank, by term weight and place. */
function preselect(sentences: SourceSentence[], limit: number, priors: Map<SourceSentence, number>): SourceSentence[] {
  const frequency = new Map<string, number>();
  for (const s of sentences) for (const t of s.terms) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const cheap = sentences.map((s, i) => {
    const unique = new Set(s.terms);
    let weight = 0;
    for (const t of unique) weight += Math.log(1 + frequency.get(t)!);
    return { i, score: (weight / Math.sqrt(unique.size + 1)) * priors.get(s)! * standalone(s) };
  });
  cheap.sort((a, b) => b.score - a.score || a.i - b.i);
  return cheap
    .slice(0, limit)
    .sort((a, b) => a.i - b.i)
    .map(({ i }) => sentences[i]!);
}

/**
 * The similarity graph as each sentence's out-links: its most similar neighbours (at most
 * NEIGHBOURS, above MIN_SIMILARITY) and the share of its weight going to each. Keeping the nearest
 * neighbours only bounds the iteration's work on a long, repetitive text, where every sentence is a
 * little like every other.
 */
function similarityGraph(vectors: SparseVector[], df: Int32Array): { neighbours: Int32Array[]; shares: Float64Array[] } {
  const n = vectors.length;
  // Inverted index with each sentence's weight, over the terms that discriminate: a term in most
  // sentences links everything to everything.
  const postings = new Map<number, { sentences: number[]; weights: number[] }>();
  vectors.forEach((v, i) => {
    v.ids.forEach((id, k) => {
      if (df[id]! < 2 || df[id]! > n / 2) return;
      let list = postings.get(id);
      if (!list) postings.set(id, (list = { sentences: [], weights: [] }));
      list.sentences.push(i);
      list.weights.push(v.weights[k]!);
    });
  });
  const acc = new Float64Array(n);
  const touched = new Int32Array(n);
  const heap = new Int32Array(NEIGHBOURS);
  const neighbours: Int32Array[] = [];
  const shares: Float64Array[] = [];
  for (let i = 0; i < n; i++) {
    const v = vectors[i]!;
    let count = 0;
    for (let k = 0; k < v.ids.length; k++) {
      const list = postings.get(v.ids[k]!);
      if (!list) continue;
      const wi = v.weights[k]!;
      const { sentences, weights } = list;
      for (let q = 0; q < sentences.length; q++) {
        const j = sentences[q]!;
        if (j === i) continue;
        if (acc[j] === 0) touched[count++] = j;
        acc[j]! += wi * weights[q]!;
      }
    }
    // The NEIGHBOURS most similar, in a min-heap on similarity (ties: the earlier sentence stays).
    let size = 0;
    const weaker = (a: number, b: number) => acc[a]! < acc[b]! || (acc[a] === acc[b] && a > b);
    const siftDown = (from: number) => {
      let at = from;
      for (;;) {
        const l = 2 * at + 1;
        const r = l + 1;
        let least = at;
        if (l < size && weaker(heap[l]!, heap[least]!)) least = l;
        if (r < size && weaker(heap[r]!, heap[least]!)) least = r;
        if (least === at) return;
        [heap[at], heap[least]] = [heap[least]!, heap[at]!];
        at = least;
      }
    };
    for (let t = 0; t < count; t++) {
      const j = touched[t]!;
      if (acc[j]! < MIN_SIMILARITY) continue;
      if (size < NEIGHBOURS) {
        heap[size++] = j;
        for (let at = size - 1; at > 0; ) {
          const parent = (at - 1) >> 1;
          if (!weaker(heap[at]!, heap[parent]!)) break;
          [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
          at = parent;
        }
      } else if (weaker(heap[0]!, j)) {
        heap[0] = j;
        siftDown(0);
      }
    }
    const kept = heap.slice(0, size).sort();
    let total = 0;
    for (const j of kept) total += acc[j]!;
    neighbours.push(kept);
    shares.push(Float64Array.from(kept, (j) => acc[j]! / total));
    for (let t = 0; t < count; t++) acc[touched[t]!] = 0;
  }
  return { neighbours, shares };
}

/**
 * LexRank with a prior: PageRank by power iteration over the cosine-similarity graph of the sentences'
 * TF-IDF vectors (each sentence linked to its nearest neighbours), teleporting by the prior (place,
 * paragraph lead, title words) rather than uniformly, then weighted by how well each sentence stands
 * alone and by the square root of its prior. A sentence without neighbours passes its weight back
 * through the prior.
 */
export function rankSentences(all: SourceSentence[], opts: { titleTerms: string[]; sourceSentences: number }): SentenceRanking {
  const titleTerms = new Set(opts.titleTerms);
  const priors = new Map(all.map((s) => [s, prior(s, opts.sourceSentences, titleTerms)]));
  const sentences = all.length > MAX_RANKED_SENTENCES ? preselect(all, MAX_RANKED_SENTENCES, priors) : all;
  const n = sentences.length;
  const { vectors, df } = tfidfVectors(sentences.map((s) => s.terms));
  if (n === 0) return { sentences, vectors, scores: new Float64Array(0) };

  const teleport = Float64Array.from(sentences, (s) => priors.get(s)!);
  const teleportSum = teleport.reduce((a, b) => a + b, 0);
  for (let i = 0; i < n; i++) teleport[i]! /= teleportSum;

  const { neighbours, shares } = similarityGraph(vectors, df);
  let rank = Float64Array.from(teleport);
  let next = new Float64Array(n);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let dangling = 0;
    next.fill(0);
    for (let i = 0; i < n; i++) {
      const out = neighbours[i]!;
      if (out.length === 0) {
        dangling += rank[i]!;
        continue;
      }
      const share = shares[i]!;
      const r = rank[i]!;
      for (let k = 0; k < out.length; k++) next[out[k]!]! += r * share[k]!;
    }
    let change = 0;
    for (let i = 0; i < n; i++) {
      const value = (1 - DAMPING + DAMPING * dangling) * teleport[i]! + DAMPING * next[i]!;
      change += Math.abs(value - rank[i]!);
      next[i] = value;
    }
    [rank, next] = [next, rank];
    if (change < TOLERANCE) break;
  }

  // The prior once more, on the result: teleporting alone leaves it too faint to lift a text's opening
  // statement above a detail that shares many words with the rest.
  const scores = Float64Array.from(sentences, (s, i) => rank[i]! * standalone(s) * Math.sqrt(priors.get(s)!));
  const top = scores.reduce((a, b) => Math.max(a, b), 0);
  if (top > 0) for (let i = 0; i < n; i++) scores[i]! /= top;
  return { sentences, vectors, scores };
}
