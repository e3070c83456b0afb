import { countWords } from './count-words';
import { readDocument, stemWord as stem } from './english-nlp';

/** A run of content words that may name a key term ("interest rates", "European Central Bank"). */
export interface Phrase {
  /** The stems of its words, lower-cased: what occurrences are compared by. */
  stems: string;
  /** As written in this occurrence. */
  surface: string;
  /** Whether it opens its sentence (its capital says nothing about a proper noun then). */
  opensSentence: boolean;
  /** Whether the tagger took every word for a proper noun. */
  proper: boolean;
  /** Whether it ends in a noun (a term), rather than being a lone adjective. */
  nominal: boolean;
  words: number;
}

/** One sentence of the source, as written, with what the ranking reads of it. */
export interface SourceSentence {
  text: string;
  /** Its place among all the source's sentences. */
  index: number;
  paragraph: number;
  /** Whether it opens its paragraph. */
  lead: boolean;
  /** Its words as countWords counts them, which is how a summary's length is checked. */
  words: number;
  /** Stems of its content words and numbers, in order, stop words and punctuation out. */
  terms: string[];
  phrases: Phrase[];
}

const NOUNS = new Set(['NOUN', 'PROPN']);
const PHRASE_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
const MAX_PHRASE_WORDS = 3;
const BLANK_TYPES = new Set(['tabCRLF', 'space']);
/**
 * Words the model's stop list keeps but which say nothing about a text's subject: reporting verbs
 * and fillers that news and explainer prose repeats in every other sentence.
 */
const FILLER = new Set(['said', 'says', 'say', 'told', 'tell', 'according', 'also', 'just', 'like', 'really', 'many', 'much', 'well', 'even', 'still', 'yet']);

/** A word that can carry meaning: not a stop word, not a lone letter, not a clitic ('s, n't). */
function isContentWord(normal: string, stop: boolean): boolean {
  return !stop && normal.length > 1 && /^[\p{L}\p{N}]/u.test(normal) && !FILLER.has(normal);
}

/**
 * Splits prose paragraphs into sentences with wink-nlp (one document for the whole source, which is
 * three times faster than a document per paragraph) and reads each sentence's content stems and
 * candidate key phrases from the token arrays in one pass.
 */
export function readSentences(paragraphs: string[]): SourceSentence[] {
  if (paragraphs.length === 0) return [];
  const { sentences: texts, spans, normals, values, types, stopWords: stops, tags } = readDocument(paragraphs.join('\n\n'));

  const sentences: SourceSentence[] = [];
  let paragraph = 0;
  let lastParagraph = -1;
  let cursor = 0;
  for (let s = 0; s < spans.length; s++) {
    const [start, end] = spans[s]!;
    let first = start;
    while (first <= end && BLANK_TYPES.has(types[first]!)) first++;
    for (; cursor < first; cursor++) if (types[cursor] === 'tabCRLF' && values[cursor]!.includes('\n')) paragraph++;
    const text = texts[s]!.trim();
    if (first > end || !text) continue;

    const terms: string[] = [];
    const phrases: Phrase[] = [];
    let run: number[] = [];
    const closeRun = () => {
      // A run is cut into phrases of at most three words, each ending in a noun.
      while (run.length > 0) {
        const piece = run.slice(0, MAX_PHRASE_WORDS);
        let last = piece.length - 1;
        while (last >= 0 && !NOUNS.has(tags[piece[last]!]!)) last--;
        const words = last >= 0 ? piece.slice(0, last + 1) : piece.slice(0, 1);
        run = run.slice(words.length);
        phrases.push({
          stems: words.map((t) => stem(normals[t]!)).join(' '),
          surface: words.map((t) => values[t]).join(' '),
          opensSentence: words[0] === first,
          proper: words.every((t) => tags[t] === 'PROPN'),
          nominal: last >= 0,
          words: words.length,
        });
      }
    };
    for (let t = first; t <= end; t++) {
      const type = types[t];
      const normal = normals[t]!;
      const word = type === 'word' && isContentWord(normal, stops[t]!);
      if (word) terms.push(stem(normal));
      else if (type === 'number') terms.push(normal);
      if (word && PHRASE_POS.has(tags[t]!)) run.push(t);
      else closeRun();
    }
    closeRun();
    sentences.push({
      text,
      index: sentences.length,
      paragraph,
      lead: paragraph !== lastParagraph,
      words: countWords(text),
      terms,
      phrases,
    });
    lastParagraph = paragraph;
  }
  return sentences;
}
