import { countVisibleWords } from '../../text/read-draft';
import { HUMANIZER_DATA, type Swap } from './humanizer-data';
import type { Edit } from './line-editor';
import { findProtectedSpans, overlapsAny } from './protected-spans';

/** Over this many words, a sentence is split at a clause boundary. */
export const LONG_SENTENCE_WORDS = 35;
/** Two sentences are joined only when the result stays this short. */
const JOINED_MAX_WORDS = 30;
/** Each part of a split sentence has at least this many words. */
const MIN_PART_WORDS = 8;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A phrase as a pattern: any run of blanks between words, either apostrophe. */
function phrasePattern(phrase: string): string {
  return escapeRegExp(phrase).replace(/ +/g, String.raw`\s+`).replace(/'/g, "['’]");
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');
}

function alternation(phrases: readonly string[]): string {
  return [...phrases]
    .sort((a, b) => b.length - a.length)
    .map(phrasePattern)
    .join('|');
}

const WORD_EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}'’-])`;
const WORD_EDGE_AFTER = String.raw`(?![\p{L}\p{N}'’-])`;

export interface SwapGroup {
  pattern: RegExp;
  byPhrase: Map<string, Swap>;
  kind: Edit['kind'];
  why: string;
}

/** A group of phrase swaps from a data file, as one pattern (the longest phrase first). */
export function swapGroup(group: { why: string; phrases: readonly Swap[] }, kind: SwapGroup['kind']): SwapGroup {
  return {
    pattern: new RegExp(`${WORD_EDGE_BEFORE}(?:${alternation(group.phrases.map((p) => p.stock))})${WORD_EDGE_AFTER}`, 'giu'),
    byPhrase: new Map(group.phrases.map((p) => [p.stock, p])),
    kind,
    why: group.why,
  };
}

const SWAPS = [swapGroup(HUMANIZER_DATA.stock, 'phrase'), swapGroup(HUMANIZER_DATA.hedges, 'hedge')];
const CONNECTIVE = new RegExp(`^(${alternation(HUMANIZER_DATA.connectives.phrases.map((p) => p.stock))})(?:,\\s*|\\s+)`, 'iu');
const CONNECTIVE_STACKED = new RegExp(`^(?:${alternation(HUMANIZER_DATA.connectives.phrases.map((p) => p.stock))}),\\s*`, 'iu');
const CONNECTIVES = new Map(HUMANIZER_DATA.connectives.phrases.map((p) => [p.stock, p.plain]));
/** Words that open a sentence in lower case after "So" or "Still,": anything else keeps its capital (a name). */
const COMMON_OPENERS = new Set([
  ...HUMANIZER_DATA.openers.words.filter((word) => word !== 'i'),
  ...'a an those some many most all each every when if as in on at for with by to what how why one no not more less his her its their many few both once now here after before because while'.split(' '),
]);
const TRANSITION = new RegExp(`^(?:${alternation(HUMANIZER_DATA.transitions.words)}),\\s+`, 'iu');
const OPENERS = new Set(HUMANIZER_DATA.openers.words);
/** Contractions to make: the full forms as one pattern, and each one's short form. */
export interface ContractionSet {
  pattern: RegExp;
  byFull: Map<string, string>;
  why: string;
}

export function contractionSet(pairs: readonly { full: string; short: string }[], why: string): ContractionSet {
  const byFull = new Map(pairs.map((pair) => [pair.full, pair.short]));
  return { pattern: new RegExp(`${WORD_EDGE_BEFORE}(?:${alternation([...byFull.keys()])})(?=\\s+[\\p{L}])`, 'giu'), byFull, why };
}

const CONTRACTIONS = contractionSet(HUMANIZER_DATA.contractions.pairs, HUMANIZER_DATA.contractions.why);
/** Subjects that open a clause after ", and": a split there leaves two whole sentences. */
const CLAUSE_SUBJECTS = /^(?:i|you|we|they|he|she|it|there)\b/i;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether `position` opens a sentence: the start of the line's text, or after . ! ? (or a bold label's colon). */
function opensSentence(text: string, position: number, contentStart: number): boolean {
  const before = text.slice(contentStart, position);
  return /^\s*$/.test(before) || /(?:[.!?]["”’)\]]*|:\*\*)\s+$/.test(before);
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** The sentences of a line's text (from `contentStart`): a boundary is . ! ? then blanks then anything but a lower-case letter. */
export function findSentences(text: string, contentStart: number): Sentence[] {
  const sentences: Sentence[] = [];
  let start = contentStart;
  while (start < text.length && /\s/.test(text[start]!)) start++;
  const boundary = /[.!?]["”’)]*(?=\s+[^\s\p{Ll}])/gu;
  boundary.lastIndex = start;
  for (const match of text.matchAll(boundary)) {
    if (match.index < start) continue;
    const end = match.index + match[0].length;
    sentences.push({ start, end, text: text.slice(start, end) });
    start = end;
    while (start < text.length && /\s/.test(text[start]!)) start++;
  }
  if (start < text.length) sentences.push({ start, end: text.length, text: text.slice(start) });
  return sentences;
}

/** The edit that drops `text[start, end)` and tidies the blanks and commas around it; null when nothing sensible is left. */
function dropEdit(text: string, start: number, end: number, contentStart: number): Omit<Edit, 'kind' | 'why'> | null {
  let from = start;
  let to = end;
  const eatsComma = text[to] === ',' && text[to - 1] !== ',';
  if (eatsComma) to++;
  if (opensSentence(text, from, contentStart)) {
    while (to < text.length && /[ \t]/.test(text[to]!)) to++;
    const next = text[to];
    if (!next || !/[\p{L}\p{N}]/u.test(next)) return null;
    return { start: from, end: to + 1, replacement: next.toUpperCase() };
  }
  while (from > contentStart && /[ \t]/.test(text[from - 1]!)) from--;
  const endsSentence = /^[.!?]/.test(text.slice(to));
  if (text[from - 1] === ',' && (eatsComma || endsSentence)) from--;
  if (from === start) return null;
  return { start: from, end: to, replacement: '' };
}

/** Stock phrasing and filler hedges, from the data file (or the given groups: a mode's word lists). */
export function swapEdits(text: string, contentStart: number, groups: readonly SwapGroup[] = SWAPS): Edit[] {
  const spans = findProtectedSpans(text);
  const edits: Edit[] = [];
  for (const group of groups) {
    for (const match of text.slice(contentStart).matchAll(group.pattern)) {
      const start = contentStart + match.index;
      const end = start + match[0].length;
      // Upper case past the first letter, or a capital in mid-sentence, is a name or an acronym, not stock phrasing.
      const upper = match[0][0] !== match[0][0]!.toLowerCase();
      // "I" is a word of its own, not a name: "I'm", "I think that".
      const pronoun = /^I(?:['’]|\s)/.test(match[0]);
      if (overlapsAny(spans, start, end) || (!pronoun && match[0].slice(1) !== match[0].slice(1).toLowerCase())) continue;
      if (upper && !pronoun && !opensSentence(text, start, contentStart)) continue;
      const swap = group.byPhrase.get(normalise(match[0]));
      // An entry that maps to itself guards a longer phrase ("very much") from a shorter entry ("very").
      if (!swap || swap.plain === swap.stock) continue;
      if (swap.plain) {
        const capital = upper && (!pronoun || opensSentence(text, start, contentStart));
        edits.push({ start, end, replacement: capital ? capitalise(swap.plain) : swap.plain, kind: group.kind, why: group.why });
        continue;
      }
      const drop = dropEdit(text, start, end, contentStart);
      if (drop) edits.push({ ...drop, kind: group.kind, why: group.why });
    }
  }
  return edits;
}

/**
 * A stiff connective opening a sentence ("Moreover,", "In conclusion,", "Thus") is dropped, and the
 * sentence starts with what it says, or becomes a plain one ("So", "Still,", "Also,").
 */
export function connectiveEdits(text: string, contentStart: number): Edit[] {
  const spans = findProtectedSpans(text);
  const edits: Edit[] = [];
  for (const sentence of findSentences(text, contentStart)) {
    const match = CONNECTIVE.exec(sentence.text);
    if (!match) continue;
    // Written in lower case, the line continues a sentence from the line before; a phrase of words needs its comma ("In addition to…").
    if (match[1]![0] === match[1]![0]!.toLowerCase() || (/\s/.test(match[1]!) && !match[0].includes(','))) continue;
    // "Moreover, furthermore, …": the ones stacked after the first go with it.
    let length = match[0].length;
    for (let next = TRANSITION.exec(sentence.text.slice(length)); next; next = TRANSITION.exec(sentence.text.slice(length))) length += next[0].length;
    for (let next = CONNECTIVE_STACKED.exec(sentence.text.slice(length)); next; next = CONNECTIVE_STACKED.exec(sentence.text.slice(length))) length += next[0].length;
    const stacked = length > match[0].length;
    const plain = stacked ? '' : CONNECTIVES.get(normalise(match[1]!));
    if (plain === undefined) continue;
    const rest = sentence.text.slice(length);
    const nextWord = /^[\p{L}\p{N}'’]+/u.exec(rest)?.[0];
    if (!nextWord || overlapsAny(spans, sentence.start, sentence.start + length + 1)) continue;
    const end = sentence.start + length + nextWord.length;
    let replacement: string;
    if (plain === '') replacement = capitalise(nextWord);
    else {
      const lowered = COMMON_OPENERS.has(nextWord.toLowerCase()) ? nextWord.toLowerCase() : nextWord;
      const comma = plain === 'so' || plain === 'then' ? '' : ',';
      replacement = `${capitalise(plain)}${comma} ${lowered}`;
    }
    edits.push({ start: sentence.start, end, replacement, kind: 'connective', why: HUMANIZER_DATA.connectives.why });
  }
  return edits;
}

/** A sentence opening with an additive transition right after one that did (or two in a row) loses it. */
export function transitionEdits(text: string, contentStart: number): Edit[] {
  const spans = findProtectedSpans(text);
  const edits: Edit[] = [];
  let previousOpened = false;
  for (const sentence of findSentences(text, contentStart)) {
    const first = TRANSITION.exec(sentence.text);
    const second = first ? TRANSITION.exec(sentence.text.slice(first[0].length)) : null;
    const stacked = previousOpened || second !== null;
    previousOpened = first !== null;
    if (!first || !stacked) continue;
    // Two in a row: both go. After a sentence that opened with one: this one goes.
    const length = first[0].length + (second?.[0].length ?? 0);
    const next = sentence.text[length];
    if (!next || !/\p{L}/u.test(next) || overlapsAny(spans, sentence.start, sentence.start + length + 1)) continue;
    edits.push({
      start: sentence.start,
      end: sentence.start + length + 1,
      replacement: next.toUpperCase(),
      kind: 'transition',
      why: HUMANIZER_DATA.transitions.why,
    });
  }
  return edits;
}

/** "do not" → "don't", in the apostrophe the text already uses. */
export function contractionEdits(text: string, contentStart: number, apostrophe: string, set: ContractionSet = CONTRACTIONS): Edit[] {
  const spans = findProtectedSpans(text);
  const edits: Edit[] = [];
  for (const match of text.slice(contentStart).matchAll(set.pattern)) {
    const start = contentStart + match.index;
    const end = start + match[0].length;
    if (overlapsAny(spans, start, end)) continue;
    const short = set.byFull.get(normalise(match[0]));
    if (!short) continue;
    const upper = match[0][0] !== match[0][0]!.toLowerCase();
    const replacement = (upper ? capitalise(short) : short).replace(/'/g, apostrophe);
    edits.push({ start, end, replacement, kind: 'contraction', why: set.why });
  }
  return edits;
}

interface SplitPoint {
  /** Where the replaced text starts and ends. */
  start: number;
  end: number;
  replacement: string;
  /** Words before the point, in the sentence. */
  wordsBefore: number;
}

/** The clause boundaries of a sentence where it can end and a new one start. */
function splitPoints(text: string, sentence: Sentence): SplitPoint[] {
  const points: SplitPoint[] = [];
  const spans = findProtectedSpans(text);
  const boundary = /(?:;|,\s+(and|but|so))\s+(?=(\S+))/giu;
  for (const match of sentence.text.matchAll(boundary)) {
    const conjunction = match[1]?.toLowerCase();
    const nextWord = match[2] ?? '';
    if (conjunction === 'and' && !CLAUSE_SUBJECTS.test(nextWord)) continue;
    if (!/^\p{L}/u.test(nextWord)) continue;
    const start = sentence.start + match.index;
    const end = start + match[0].length;
    if (overlapsAny(spans, start, end + 1)) continue;
    const kept = conjunction === 'but' || conjunction === 'so' ? `${capitalise(conjunction)} ` : '';
    const next = text[end]!;
    const replacement = kept ? `. ${kept}${next}` : `. ${next.toUpperCase()}`;
    points.push({ start, end: end + 1, replacement, wordsBefore: countVisibleWords(sentence.text.slice(0, match.index)) });
  }
  return points;
}

/** How long a sentence may run before it is split, and how short each part may be. */
export interface SplitLimits {
  longWords: number;
  minPartWords: number;
}

const DEFAULT_SPLIT: SplitLimits = { longWords: LONG_SENTENCE_WORDS, minPartWords: MIN_PART_WORDS };

/** Sentences over `longWords` words split at the clause boundaries nearest their middles, until each part fits or none is left. */
export function splitEdits(text: string, contentStart: number, limits: SplitLimits = DEFAULT_SPLIT): Edit[] {
  const { longWords: LONG_SENTENCE_WORDS, minPartWords: MIN_PART_WORDS } = limits;
  const edits: Edit[] = [];
  for (const sentence of findSentences(text, contentStart)) {
    const words = countVisibleWords(sentence.text);
    if (words <= LONG_SENTENCE_WORDS) continue;
    const points = splitPoints(text, sentence);
    const chosen: SplitPoint[] = [];
    const split = (fromWords: number, toWords: number): void => {
      if (toWords - fromWords <= LONG_SENTENCE_WORDS) return;
      const middle = (fromWords + toWords) / 2;
      const inside = points.filter((p) => p.wordsBefore - fromWords >= MIN_PART_WORDS && toWords - p.wordsBefore >= MIN_PART_WORDS);
      const best = inside.sort((a, b) => Math.abs(a.wordsBefore - middle) - Math.abs(b.wordsBefore - middle) || a.start - b.start)[0];
      if (!best) return;
      chosen.push(best);
      split(fromWords, best.wordsBefore);
      split(best.wordsBefore, toWords);
    };
    split(0, words);
    for (const point of chosen) {
      edits.push({ start: point.start, end: point.end, replacement: point.replacement, kind: 'split', why: `A sentence of ${words} words is hard to follow; split at a clause boundary.` });
    }
  }
  return edits;
}

function openerOf(sentence: Sentence): string | null {
  const word = /^[\p{L}']+/u.exec(sentence.text)?.[0].toLowerCase();
  return word && OPENERS.has(word) ? word : null;
}

/** Already two sentences joined by this pass ("…, and this …"): it breaks a run, so a second pass joins nothing more. */
function isJoined(sentence: Sentence, opener: string): boolean {
  return sentence.text.toLowerCase().includes(`, and ${opener} `);
}

/** Three sentences in a row with the same opener: the first two become one. */
export function openingEdits(text: string, contentStart: number): Edit[] {
  const sentences = findSentences(text, contentStart);
  const edits: Edit[] = [];
  let i = 0;
  while (i + 2 < sentences.length) {
    const [a, b, c] = [sentences[i]!, sentences[i + 1]!, sentences[i + 2]!];
    const opener = openerOf(a);
    const same = opener !== null && openerOf(b) === opener && openerOf(c) === opener && ![a, b, c].some((s) => isJoined(s, opener));
    const fits = countVisibleWords(a.text) + countVisibleWords(b.text) <= JOINED_MAX_WORDS && a.text.endsWith('.');
    if (!same || !fits) {
      i++;
      continue;
    }
    const firstWord = /^[\p{L}']+/u.exec(b.text)![0];
    const lowered = firstWord === 'I' ? firstWord : firstWord.toLowerCase();
    edits.push({
      start: a.end - 1,
      end: b.start + firstWord.length,
      replacement: `, and ${lowered}`,
      kind: 'opening',
      why: HUMANIZER_DATA.openers.why,
    });
    i += 2;
  }
  return edits;
}
