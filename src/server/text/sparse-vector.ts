/** A sentence as weighted terms: term ids ascending, each with its weight; the whole of unit length. */
export interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
}

/** The cosine of two unit vectors: their dot product, by a merge of the sorted ids. */
export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let dot = 0;
  const ai = a.ids;
  const bi = b.ids;
  while (i < ai.length && j < bi.length) {
    const x = ai[i]!;
    const y = bi[j]!;
    if (x === y) dot += a.weights[i++]! * b.weights[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return dot;
}

/**
 * TF-IDF vectors of term lists, treating each list as a document: log-scaled term frequency times the
 * BM25 form of inverse document frequency (never negative, small for terms in most sentences), L2-normalized.
 * Returns the vectors and each term id's document frequency.
 */
export function tfidfVectors(termLists: string[][]): { vectors: SparseVector[]; df: Int32Array; ids: Map<string, number> } {
  const ids = new Map<string, number>();
  const counts: Map<number, number>[] = termLists.map((terms) => {
    const tf = new Map<number, number>();
    for (const term of terms) {
      let id = ids.get(term);
      if (id === undefined) {
        id = ids.size;
        ids.set(term, id);
      }
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    return tf;
  });
  const df = new Int32Array(ids.size);
  for (const tf of counts) for (const id of tf.keys()) df[id]! += 1;
  const n = termLists.length;
  const vectors = counts.map((tf) => {
    const sorted = [...tf.keys()].sort((x, y) => x - y);
    const weights = new Float64Array(sorted.length);
    let norm = 0;
    sorted.forEach((id, k) => {
      const idf = Math.log(1 + (n - df[id]! + 0.5) / (df[id]! + 0.5));
      const w = (1 + Math.log(tf.get(id)!)) * idf;
      weights[k] = w;
      norm += w * w;
    });
    norm = Math.sqrt(norm);
    if (norm > 0) for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids: Int32Array.from(sorted), weights };
  });
  return { vectors, df, ids };
}
