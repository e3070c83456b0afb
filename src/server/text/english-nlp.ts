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

const stems = new Map<string, string>();
/** Bounds the memory a long run of distinct words can take. */
const MAX_REMEMBERED_STEMS = 200_000;

/** Porter stem of a lower-cased word, remembered: a long source repeats its words, and stemming is the slow part. */
export function stemWord(word: string): string {
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

/** Reads a text with wink-nlp, taking each token property in one call over the whole document (far faster than token by token). */
export function readDocument(text: string): ReadDocument {
  const { nlp } = load();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
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
