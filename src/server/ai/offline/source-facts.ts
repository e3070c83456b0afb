import { digestSource } from '../../text/source-digest';
import { countWords } from '../../text/count-words';
import { capitalizeFirst } from './template';

/** One sentence of the source, as a draft may use it. */
export interface Fact {
  /** As written in the source, tidied: one line, single spaces, a capital first, closing punctuation. */
  text: string;
  /** Its rank: 0 is the source's most central sentence. */
  rank: number;
  /** Its place in the source, for putting a group of facts back in reading order. */
  order: number;
  words: number;
}

/** What the offline composer builds from when a request has a source. */
export interface SourceFacts {
  /** Best first. */
  facts: Fact[];
  /** Key terms, best first, as written in the source. */
  terms: string[];
}

/** A group of facts about one key term (null: facts no term gathered), in reading order. */
export interface FactGroup {
  term: string | null;
  facts: Fact[];
}

/** Sentences shorter than this say too little to stand alone in a draft; longer ones are hard to place. */
const MIN_FACT_WORDS = 5;
const MAX_FACT_WORDS = 60;

/** "[1:20] …" at the start of a sentence: in a video script it would read as a section's time mark. */
const LEADING_CLOCK = /^\[\s*\d{1,2}:\d{2}[^\]]*\]\s*/;

/** A sentence on one line, spaced as prose, with a capital first and closing punctuation. */
export function tidySentence(text: string): string {
  const one = text
    .replace(/\s+/g, ' ')
    .replace(/ +([,.;:!?])(?=\s|$)/g, '$1')
    .trim()
    .replace(LEADING_CLOCK, '');
  const closed = /[.!?…]["'”’)\]]*$/u.test(one) ? one : `${one.replace(/[,;:\s]+$/u, '')}.`;
  return capitalizeFirst(closed);
}

/**
 * Where a sentence stands in the source, for reading order: the digest gives sentences as written,
 * best first, so they are found again in the source (with its spacing collapsed); one the cleanup
 * changed (a hyphenated line break joined) is looked up by its opening words, else put last.
 */
function orderIn(flat: string, text: string): number {
  const whole = flat.indexOf(text);
  if (whole >= 0) return whole;
  const opening = flat.indexOf(text.split(' ').slice(0, 5).join(' '));
  return opening >= 0 ? opening : flat.length;
}

/**
 * The request's source as facts and terms, or null without one. Deterministic: the same source always
 * gives the same facts in the same order.
 */
export function readSource(source: string | undefined, opts: { maxFacts: number; maxTerms: number }): SourceFacts | null {
  if (!source?.trim()) return null;
  const digest = digestSource(source, { maxSentences: opts.maxFacts, maxTerms: opts.maxTerms });
  const flat = source.replace(/\s+/g, ' ');
  const seen = new Set<string>();
  const facts: Fact[] = [];
  digest.sentences.forEach((sentence, rank) => {
    const text = tidySentence(sentence);
    const words = countWords(text);
    const key = text.toLowerCase();
    if (words < MIN_FACT_WORDS || words > MAX_FACT_WORDS || seen.has(key)) return;
    seen.add(key);
    facts.push({ text, rank, order: orderIn(flat, sentence.replace(/\s+/g, ' ').trim()), words });
  });
  if (facts.length === 0) return null;
  return { facts, terms: digest.terms.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the text names the term: whole words, any case, singular or plural, possessive or not. */
export function mentions(text: string, term: string): boolean {
  const base = term.replace(/(?<=\p{L}{3}[^s])s$/u, '');
  const words = base.split(' ').map(escapeRegExp).join(String.raw`\s+`);
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${words}(?:s|es|'s|’s)?(?![\p{L}\p{N}])`, 'iu').test(text);
}

/** "heat" and "heat pump": one term's words all inside the other's, so sections on both would repeat. */
function overlaps(a: string, b: string): boolean {
  const words = (t: string) => t.toLowerCase().split(' ');
  const [x, y] = [words(a), words(b)];
  return x.every((w) => y.includes(w)) || y.every((w) => x.includes(w));
}

/**
 * Facts gathered by key term: each term, best first, takes up to `perGroup` of the unused facts that
 * name it, best first; a term no fact names, or one inside a term already taken, is skipped. Stops at `groups` groups; facts no group took
 * are left out. Each group is in reading order.
 */
export function groupByTerm(facts: readonly Fact[], terms: readonly string[], opts: { groups: number; perGroup: number }): FactGroup[] {
  const used = new Set<Fact>();
  const groups: FactGroup[] = [];
  for (const term of terms) {
    if (groups.length >= opts.groups) break;
    if (groups.some((g) => g.term !== null && overlaps(g.term, term))) continue;
    const named = facts.filter((f) => !used.has(f) && mentions(f.text, term)).slice(0, opts.perGroup);
    if (named.length === 0) continue;
    for (const f of named) used.add(f);
    groups.push({ term, facts: inReadingOrder(named) });
  }
  return groups;
}

export function inReadingOrder(facts: readonly Fact[]): Fact[] {
  return [...facts].sort((a, b) => a.order - b.order);
}

/**
 * A sentence of the source as Markdown that renders as the same text: emphasis, code, strikethrough
 * and tag marks are escaped, and so is a line start that would make a heading, quote, list or rule.
 */
export function markdownText(text: string): string {
  return text
    .replace(/[\\`*~]/g, '\\$&')
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/^([#>+=|-])/, '\\$1')
    .replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}

/** A hashtag body from a term: its words run together, each capitalised; null when it makes no usable tag. */
export function termTag(term: string): string | null {
  const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const tag = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /\p{L}/u.test(tag) && tag.length >= 3 && tag.length <= 30 ? tag : null;
}
