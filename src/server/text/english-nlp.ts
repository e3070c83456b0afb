import { createRequire } from 'node:module';
import type { ItsHelpers, WinkMethods } from 'wink-nlp';
import type WinkModel from 'wink-eng-lite-web-model';

type WinkNlp = (typeof import('wink-nlp'))['default'];

/** A text as wink-nlp reads it: its sentences, and per token the arrays the analysis needs. */
export interface ReadDocument {
  sentences: string[];
  /** Each sentence's first and last token (inclusive). */
  spans: [number, number][];
  /** Lower-cased token text. */
  normals: string[];
  /** Token text as written. */
  values: string[];
  /** word, number, punctuation, tabCRLF, … */
  types: string[];
  stopWords: boolean[];
  /** Universal part-of-speech tags (NOUN, PROPN, ADJ, …). */
  tags: string[];
}

interface EnglishNlp {
  nlp: WinkMethods;
  stem: (word: string) => string;
}

let loaded: EnglishNlp | null = null;

/**
 * wink-nlp with its English model, required on first use (not imported: importing the model reads it,
 * about 0.25 s, and building the pipe takes as long again) and then kept for the life of the thread,
 * so a worker pays for it once and a thread that never summarizes never does. Only sentence
 * boundaries and parts of speech are run (the pipe), not entities, negation or sentiment.
 */
function load(): EnglishNlp {
  if (loaded) return loaded;
  const requireModule = createRequire(import.meta.url);
  const winkNLP = requireModule('wink-nlp') as WinkNlp;
  const model = requireModule('wink-eng-lite-web-model') as typeof WinkModel;
  const stemmer = model.addons.stem;
  if (typeof stemmer !== 'function') throw new Error('wink-eng-lite-web-model has no stemmer');
  loaded = { nlp: winkNLP(model, ['sbd', 'pos']), stem: stemmer as (word: string) => string };
  return loaded;
}

/**
 * Longest run of characters without a blank that wink-nlp is given whole. Its tokenizer's work grows with
 * the square of a token's length (one 100,000-character "word" took 55 s, 30,000 hyphens 9 s), and no
 * word or web address a reader meets is this long: a longer run is read in pieces of this length.
 */
export const MAX_RUN_CHARS = 200;
/** Longer words are not stemmed (the stemmer's work also grows with the square of the word's length). */
const MAX_STEMMED_CHARS = 50;

/** White space as `\s` reads it (by code unit, without a regular expression per character). */
const BLANKS = new Set([0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);
const isBlank = (code: number) => (code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0xa0 || (code >= 0x2000 && code <= 0x200a) || BLANKS.has(code);
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** `text` with a space inside every run of more than MAX_RUN_CHARS characters without a blank (never inside a surrogate pair). */
export function breakLongRuns(text: string): string {
  let parts: string[] | null = null;
  let copied = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isBlank(code)) {
      run = 0;
      continue;
    }
    if (run >= MAX_RUN_CHARS && !isLowSurrogate(code)) {
      (parts ??= []).push(text.slice(copied, i), ' ');
      copied = i;
      run = 0;
    }
    run++;
  }
  if (!parts) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

const stems = new Map<string, string>();
/** Bounds the memory a long run of distinct words can take. */
const MAX_REMEMBERED_STEMS = 200_000;

/** Porter stem of a lower-cased word, remembered: a long source repeats its words, and stemming is the slow part. */
export function stemWord(word: string): string {
  if (word.length > MAX_STEMMED_CHARS) return word;
  let known = stems.get(word);
  if (known === undefined) {
    known = load().stem(word);
    if (stems.size < MAX_REMEMBERED_STEMS) stems.set(word, known);
  }
  return known;
}

/**
 * One of wink-nlp's token helpers, as it is: wink accepts only its own functions (it checks them by
 * identity), so they cannot be bound or wrapped; none of them uses `this`.
 */
function helper<K extends keyof ItsHelpers>(its: ItsHelpers, name: K): ItsHelpers[K] {
  return its[name];
}

/**
 * Reads a text with wink-nlp, taking each token property in one call over the whole document (far faster
 * than token by token). Runs without a blank longer than MAX_RUN_CHARS are read in pieces (breakLongRuns).
 */
export function readDocument(text: string): ReadDocument {
  const { nlp } = load();
  const its = nlp.its;
  const doc = nlp.readDoc(breakLongRuns(text));
  const tokens = doc.tokens();
  return {
    sentences: doc.sentences().out(),
    spans: doc.sentences().out<number[]>(helper(its, 'span')) as [number, number][],
    normals: tokens.out<string>(helper(its, 'normal')),
    values: tokens.out<string>(helper(its, 'value')),
    types: tokens.out<string>(helper(its, 'type')),
    stopWords: tokens.out<boolean>(helper(its, 'stopWordFlag')) as boolean[],
    tags: tokens.out<string>(helper(its, 'pos')),
  };
}
