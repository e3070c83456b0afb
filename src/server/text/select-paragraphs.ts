/**
 * At most this many words of a source are read sentence by sentence: wink-nlp reads about 150k words
 * a second, and a 300-page book must be summarized in well under a second or two. A longer source is
 * cut down to its most representative paragraphs first.
 */
export const MAX_ANALYZED_WORDS = 50_000;

/** A word in more than this share of the paragraphs is a function word ("the", "which"), whatever its frequency. */
const EVERYWHERE = 0.7;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Pieces of a long paragraph are about this long, so that a text without paragraph breaks (a PDF's) can still be selected from. */
const PIECE_WORDS = 200;
const SENTENCE_END = /(?<=[.!?]["'”’)\]]*)\s+(?=["'“‘(]*\p{Lu})/u;

function wordsOf(paragraph: string): string[] {
  return paragraph.toLowerCase().match(WORD) ?? [];
}

/** A paragraph longer than twice PIECE_WORDS in pieces of about PIECE_WORDS, cut between sentences. */
function splitLong(paragraph: string): string[] {
  if (paragraph.split(/\s+/).length <= 2 * PIECE_WORDS) return [paragraph];
  const pieces: string[] = [];
  let current = '';
  let words = 0;
  for (const sentence of paragraph.split(SENTENCE_END)) {
    current = current ? `${current} ${sentence}` : sentence;
    words += sentence.split(/\s+/).length;
    if (words >= PIECE_WORDS) {
      pieces.push(current);
      current = '';
      words = 0;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * The paragraphs worth reading closely when a source is too long to read whole: scored by how often
 * their words occur in the whole source (a word said once weighs nothing, a word in most paragraphs is
 * taken for a function word and skipped, standing in for a stop list), the opening paragraphs
 * favoured, then taken best first up to `maxWords` and put back in source order. A source within the
 * budget comes back as it is.
 */
export function selectParagraphs(source: string[], maxWords = MAX_ANALYZED_WORDS): string[] {
  const total = source.reduce((sum, p) => sum + wordsOf(p).length, 0);
  if (total <= maxWords) return source;
  const paragraphs = source.flatMap(splitLong);
  const tokens = paragraphs.map(wordsOf);

  const frequency = new Map<string, number>();
  const paragraphFrequency = new Map<string, number>();
  for (const words of tokens) {
    for (const w of words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
    for (const w of new Set(words)) paragraphFrequency.set(w, (paragraphFrequency.get(w) ?? 0) + 1);
  }
  const n = paragraphs.length;
  const scored = tokens.map((words, i) => {
    const unique = new Set(words);
    let weight = 0;
    for (const w of unique) {
      if (w.length > 2 && paragraphFrequency.get(w)! <= n * EVERYWHERE) weight += Math.log(frequency.get(w)!);
    }
    const opening = 1 + Math.exp(-i / Math.max(3, n * 0.02));
    return { i, score: (weight / Math.sqrt(unique.size + 1)) * opening };
  });
  scored.sort((a, b) => b.score - a.score || a.i - b.i);

  const chosen: number[] = [];
  let words = 0;
  for (const { i, score } of scored) {
    const size = tokens[i]!.length;
    // Leftover room is not filled with paragraphs that share nothing with the source.
    if (words + size > maxWords || (score <= 0 && chosen.length > 0)) continue;
    chosen.push(i);
    words += size;
  }
  return chosen.sort((a, b) => a - b).map((i) => paragraphs[i]!);
}
