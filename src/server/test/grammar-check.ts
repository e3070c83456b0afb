import { Dialect, LocalLinter, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import { findSlots } from '../../contract/slots';

/**
 * A grammar checker for tests (docs/product/drafts-corpus.md): harper.js, offline WebAssembly, a dev
 * dependency only. Setting it up takes about 2 s: create one per test file (beforeAll) and dispose it.
 *
 * What counts as an error, by Harper's lint kind:
 * - counted: Agreement ("he have"), Grammar, Repetition ("the the"), Miscellaneous (where Harper files
 *   the a/an rule), BoundaryError ("a lot" written "alot"), Eggcorn, Malapropism, Typo, WordOrder, Usage,
 *   Punctuation ("its" for "it's"), and Spelling and Typo of common words ("teh"): a lower-case word that is not one of the
 *   topic's own words (a name or a non-English word the creator typed is theirs, not the engine's);
 * - not counted (style, readability and capitalisation opinions): Capitalization (title case in
 *   headings), Style (the Oxford comma), Readability (long sentences), Enhancement, Formatting,
 *   Nonstandard, Redundancy, Regionalism, WordChoice.
 * The engine's data mixes British and American spellings ("judgement", "summarize"): a word either
 * dialect knows is not misspelt (which one to use is a style question, not an error).
 * A few of Harper's rules misread correct English the engine writes; they are listed in
 * FALSE_POSITIVES, each with the exact pattern it misreads, so that the rule still counts elsewhere.
 *
 * Before linting, what is not prose is taken out: hashtags, URLs, fill-in slots (findSlots: a slot on
 * a line of its own goes, one inside a sentence reads as "this"), a video script's time marks, and "→"
 * bullets (read as Markdown list items). Markdown itself is parsed by Harper (headings, emphasis, lists).
 * The topic's own non-English words (the words of the topic Harper does not know) stay in the text, so
 * that "a" before them is still checked, and no lint on them is counted.
 */
export const COUNTED_KINDS: ReadonlySet<string> = new Set([
  'Agreement',
  'BoundaryError',
  'Eggcorn',
  'Grammar',
  'Malapropism',
  'Miscellaneous',
  'Punctuation',
  'Repetition',
  'Spelling',
  'Typo',
  'Usage',
  'WordOrder',
]);

/** Harper rules that flag correct English in some patterns: the rule, and the text around the lint it gets wrong there. */
export const FALSE_POSITIVES: readonly { rule: string; context: RegExp; why: string }[] = [
  { rule: 'ItsPossessive', context: /\bIt's \p{Ll}+[.!]/u, why: '"It\'s friction." is "it is", not a possessive' },
  { rule: 'AnA', context: /\ban (?:hon|hour|heir)/iu, why: '"an honour", "an hour": the h is silent' },
  { rule: 'DisjointPrefixes', context: /\bnon-\p{Ll}+/u, why: '"non-negotiable": dictionaries hyphenate "non-" before a word; joining it is a house-style choice' },
  { rule: 'PronounInflectionBe', context: /\bthem \p{Ll}+ly isn't\b/u, why: 'a gerund subject ("Listing them honestly isn\'t …") takes "is"' },
];

export interface GrammarError {
  /** Harper's rule ("SpellCheck", "AnA", …). */
  rule: string;
  /** Harper's lint kind ("Repetition", …). */
  kind: string;
  /** The words it is about. */
  problem: string;
  message: string;
  /** The text around it, on one line. */
  context: string;
}

export interface GrammarCheckOptions {
  /** The topic the text was written for: its own words are not spelling errors, and its non-English words are not linted. */
  topic?: string;
}

export interface GrammarChecker {
  /** The errors of the counted kinds in a text (Markdown), in order. */
  check(text: string, options?: GrammarCheckOptions): Promise<GrammarError[]>;
  /** Whether Harper's dictionary knows a word (any case, American or British), e.g. a part of a hashtag. */
  knows(word: string): Promise<boolean>;
  dispose(): Promise<void>;
}

const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;
const HASHTAG = /(^|[\s(])#[\p{L}\p{N}_]+/gu;
const URL = /\b(?:https?:\/\/|www\.)[^\s)\]>]+/giu;
const TIME_MARK = /\[\d{1,2}:\d{2}(?:[–-]\d{1,2}:\d{2})?\]\s*/gu;

/** The draft as prose Harper can read: hashtags, URLs, slots, time marks and arrow bullets out (see the file's comment). */
export function proseOf(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let out = line;
      for (const slot of findSlots(line).reverse()) {
        const before = out.slice(0, slot.at);
        const after = out.slice(slot.at + slot.text.length);
        const alone = /^\s*(?:[-*>]|\d+[.)]|→|\*\*)?\s*(?:\*\*)?\s*$/u.test(before) && /^\s*(?:\*\*)?\s*[.:]?\s*$/u.test(after);
        out = alone ? `${before}${after}` : `${before}this${after}`;
      }
      out = out.replace(URL, '').replace(TIME_MARK, '').replace(HASHTAG, '$1');
      out = out.replace(/^(\s*)→\s*/u, '$1- ').replace(/\s*→\s*/gu, ', ');
      // "cut every 2–3 s": the unit, written out, is not a misspelt word.
      out = out.replace(/(\d)\s?s\b/gu, '$1 seconds');
      return out.trimEnd();
    })
    .join('\n');
}

/**
 * The text cut into lines and sentences: template sentences recur from draft to draft, so each is
 * linted once (a block of Markdown lints as its lines do; no counted rule looks across a sentence end).
 */
function piecesOf(prose: string): string[] {
  return prose.split('\n').flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}"“(])/u));
}

function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** One line of context around a span. */
function contextOf(text: string, start: number, end: number): string {
  return text
    .slice(Math.max(0, start - 50), Math.min(text.length, end + 50))
    .replace(/\s+/gu, ' ')
    .trim();
}

interface RawLint {
  rule: string;
  kind: string;
  problem: string;
  message: string;
  start: number;
  end: number;
}

function readLint(rule: string, lint: Lint): RawLint {
  const span = lint.span();
  const raw = { rule, kind: lint.lint_kind(), problem: lint.get_problem_text(), message: lint.message(), start: span.start, end: span.end };
  lint.free();
  return raw;
}

/** Harper's offsets count characters (code points); JavaScript's count UTF-16 units. */
function toUnitOffsets(text: string): (index: number) => number {
  const points = Array.from(text);
  const units: number[] = [0];
  for (const p of points) units.push((units.at(-1) ?? 0) + p.length);
  return (index) => units[Math.min(index, points.length)] ?? text.length;
}

export async function createGrammarChecker(): Promise<GrammarChecker> {
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  const british = new LocalLinter({ binary, dialect: Dialect.British });
  await Promise.all([linter.setup(), british.setup()]);
  // Template sentences recur from draft to draft: each is linted once.
  const cache = new Map<string, RawLint[]>();
  const foreignCache = new Map<string, Set<string>>();

  async function lintBlock(block: string): Promise<RawLint[]> {
    const known = cache.get(block);
    if (known) return known;
    const organized = await linter.organizedLints(block, { language: 'markdown' });
    const unit = toUnitOffsets(block);
    const lints = Object.entries(organized)
      .flatMap(([rule, list]) => list.map((lint) => readLint(rule, lint)))
      .map((l) => ({ ...l, start: unit(l.start), end: unit(l.end) }))
      .sort((a, b) => a.start - b.start);
    cache.set(block, lints);
    return lints;
  }

  /** The topic's words Harper does not know (names, non-English words), lower-cased. */
  async function foreignWordsOf(topic: string): Promise<Set<string>> {
    const known = foreignCache.get(topic);
    if (known) return known;
    const lints = await linter.organizedLints(topic, { language: 'plaintext' });
    const words = new Set<string>();
    for (const [rule, list] of Object.entries(lints)) {
      for (const lint of list) {
        if (rule === 'SpellCheck') for (const w of wordsOf(lint.get_problem_text())) words.add(w.toLowerCase());
        lint.free();
      }
    }
    foreignCache.set(topic, words);
    return words;
  }

  async function check(text: string, options: GrammarCheckOptions = {}): Promise<GrammarError[]> {
    const topicWords = new Set(wordsOf(options.topic ?? '').map((w) => w.toLowerCase()));
    const foreign = options.topic ? await foreignWordsOf(options.topic) : new Set<string>();
    const errors: GrammarError[] = [];
    for (const block of piecesOf(proseOf(text))) {
      if (!block.trim()) continue;
      for (const lint of await lintBlock(block)) {
        if (!COUNTED_KINDS.has(lint.kind)) continue;
        const context = contextOf(block, lint.start, lint.end);
        const around = block.slice(Math.max(0, lint.start - 60), Math.min(block.length, lint.end + 60));
        if (FALSE_POSITIVES.some((fp) => fp.rule === lint.rule && fp.context.test(around))) continue;
        const words = wordsOf(lint.problem).map((w) => w.toLowerCase());
        if (words.some((w) => foreign.has(w))) continue;
        if ((lint.kind === 'Spelling' || lint.kind === 'Typo') && (!isCommonWordMisspelt(lint.problem, topicWords) || (await knownToBritish(lint.problem)))) continue;
        errors.push({ rule: lint.rule, kind: lint.kind, problem: lint.problem, message: lint.message, context });
      }
    }
    return errors;
  }

  const britishWords = new Map<string, boolean>();
  async function knownToBritish(word: string): Promise<boolean> {
    const key = word.toLowerCase();
    const known = britishWords.get(key);
    if (known !== undefined) return known;
    const lints = await british.organizedLints(key, { language: 'plaintext' });
    const answer = !flagsSpelling(lints);
    britishWords.set(key, answer);
    return answer;
  }

  const dictionary = new Map<string, boolean>();
  async function knows(word: string): Promise<boolean> {
    const key = word.toLowerCase();
    const known = dictionary.get(key);
    if (known !== undefined) return known;
    const lints = await linter.organizedLints(key, { language: 'plaintext' });
    const american = !flagsSpelling(lints);
    const answer = american || (await knownToBritish(key));
    dictionary.set(key, answer);
    return answer;
  }

  async function dispose(): Promise<void> {
    await Promise.all([linter.dispose(), british.dispose()]);
  }

  return { check, knows, dispose };
}

/** Whether lints of one word say it is misspelt (Spelling or Typo); frees them. */
function flagsSpelling(lints: Record<string, Lint[]>): boolean {
  let flagged = false;
  for (const list of Object.values(lints)) {
    for (const lint of list) {
      if (lint.lint_kind() === 'Spelling' || lint.lint_kind() === 'Typo') flagged = true;
      lint.free();
    }
  }
  return flagged;
}

/** A spelling lint the engine answers for: a lower-case word (no capital: not a name), not the topic's own. */
function isCommonWordMisspelt(problem: string, topicWords: ReadonlySet<string>): boolean {
  const words = wordsOf(problem);
  if (words.length === 0) return false;
  return words.every((w) => !/\p{Lu}/u.test(w) && !topicWords.has(w.toLowerCase()));
}

/** An error on one line, for a test's failure message. */
export function describeGrammarError(error: GrammarError): string {
  return `${error.kind}/${error.rule} "${error.problem}": ${error.message} — «${error.context}»`;
}
