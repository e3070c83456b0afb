import { postLength } from '../../../contract/post-length';
import { SOCIAL_LIMITS, SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '../../../contract/social-limits';
import { splitLines } from '../../text/lines';
import { readDraft } from '../../text/read-draft';
import { findHashtags } from '../../text/hashtags';
import { findChapters, findTimeMarks, formatClock } from '../../text/time-marks';
import { KIND as SOCIAL_POST } from '../social-post/kind';
import type { HumanizedOriginal } from './humanize-types';

const FENCE = /^\s*(?:```|~~~)/;
const LIST_ITEM = /^\s*(?:>\s*)*(?:[-*+]|\d{1,9}[.)])\s+\S/;
const INLINE_CODE = /`[^`\n]+`/g;
/** A URL without the sentence's punctuation after it. */
const URL = /\b(?:https?:\/\/|www\.)[^\s)\]>]*[^\s)\]>.,;:!?'"]/gi;
const HEADING = /^\s{0,3}#{1,6}(?:\s|$)/;
const TIME_MARK = /\[\s*\d{1,2}:\d{2}(?::\d{2})?(?:\s*[-–—]\s*\d{1,2}:\d{2}(?::\d{2})?)?\s*\]/g;
const CUE = /\*\*[^*\n]+?:\s*\*\*|\*\*[^*\n]+?\*\*:|\([A-Z][A-Z /-]*:/g;
const MENTION = /(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_]+/gu;
const NUMBER = /\d+(?:[.,:]\d+)*/g;
/** A capitalised word after a blank; a name when a letter, digit or comma comes before the blanks (namesIn). */
const CAPITALISED = /(?<=\s)(?:\p{Lu}[\p{L}’'-]*\p{L}|\p{Lu}(?=\s))/gu;
const BEFORE_NAME = /[\p{L}\p{N},]/u;
const SPACE = /\s/;
const ALNUM = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;
const NAME_CHAR = /[\p{L}’'-]/u;
const CAPITAL = /\p{Lu}/u;
/** Names as long as this are looked up among the rewrite's words; longer ones are searched for. */
const NAME_LOOKUP_MAX = 64;

/** The code point that ends at `end` (exclusive), as a string: a whole surrogate pair, not its half. */
function charBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (low >= 0xdc00 && low <= 0xdfff && end >= 2) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(end - 2, end);
  }
  return text.slice(end - 1, end);
}

/**
 * Capitalised words after a letter, digit or comma on their line: mid-sentence, so names, not openings.
 * Each run of blanks is walked once, where a look-behind over it is tried at every position of the run
 * (a text of 40,000 blanks took seconds).
 */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(CAPITALISED)) {
    let at = match.index;
    let newLine = false;
    while (at > 0 && SPACE.test(text[at - 1]!)) {
      at--;
      if (text[at] === '\n') newLine = true;
    }
    // A word opening a line is no name for being after a comma: "Hi Sam," then the letter's first sentence.
    if (at > 0 && at < match.index && !newLine && BEFORE_NAME.test(charBefore(text, at))) names.add(match[0]);
  }
  return names;
}

/**
 * Every word of `text` a name could be found as: a capital after anything but a letter or digit, then
 * letters, apostrophes and hyphens, ending in a letter before anything but a letter or digit (what a
 * search for the name between word boundaries finds), up to NAME_LOOKUP_MAX characters. One pass over
 * the text, so a rewrite is checked for thousands of names without searching it once per name.
 */
function nameLookup(text: string): Set<string> {
  const found = new Set<string>();
  const chars = Array.from(text);
  const alnum = chars.map((c) => ALNUM.test(c));
  const letter = chars.map((c) => LETTER.test(c));
  const nameChar = chars.map((c) => NAME_CHAR.test(c));
  for (let start = 0; start < chars.length; start++) {
    if (!CAPITAL.test(chars[start]!) || (start > 0 && alnum[start - 1])) continue;
    let word = '';
    for (let end = start; end < chars.length && end - start < NAME_LOOKUP_MAX && nameChar[end]; end++) {
      word += chars[end];
      if (letter[end] && !alnum[end + 1]) found.add(word);
    }
  }
  return found;
}

/** Whether `name` stands in `text` as a word of its own (not inside a longer word or number). */
function hasWord(text: string, name: string, lookup: Set<string>): boolean {
  if (name.length < NAME_LOOKUP_MAX) return lookup.has(name);
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const end = at + name.length;
    if ((at === 0 || !ALNUM.test(charBefore(text, at))) && !ALNUM.test(String.fromCodePoint(text.codePointAt(end) ?? 32))) return true;
  }
  return false;
}

/** What the rewrite must keep of the original, read the same way from both. */
interface Kept {
  headings: string[];
  listItems: number;
  code: string[];
  links: string[];
  urls: string[];
  timeMarks: string[];
  sections: number[];
  chapters: number[];
  cues: string[];
  hashtags: string[];
  mentions: string[];
  numbers: string[];
  names: Set<string>;
}

function read(markdown: string): Kept {
  const { lines, links } = readDraft(markdown);
  const code: string[] = [];
  let listItems = 0;
  let fence: string[] | null = null;
  const prose: string[] = [];
  for (const line of splitLines(markdown)) {
    if (FENCE.test(line)) {
      if (fence) code.push(fence.join('\n'));
      fence = fence ? null : [];
      continue;
    }
    if (fence) {
      fence.push(line);
      continue;
    }
    prose.push(line);
    if (LIST_ITEM.test(line)) listItems++;
  }
  const text = prose.join('\n');
  const urls = [...text.matchAll(URL)].map((m) => m[0]);
  const withoutUrls = text.replace(URL, ' ');
  const headings = lines.filter((line) => line.kind === 'heading');
  // Headings are compared whole; their title case would read as names.
  const sentences = withoutUrls
    .split('\n')
    .filter((line) => !HEADING.test(line))
    .join('\n');
  for (const match of text.matchAll(INLINE_CODE)) code.push(match[0]);
  return {
    headings: headings.map((line) => `${'#'.repeat(line.depth)} ${line.text.trim()}`),
    listItems,
    code,
    links: links.map((link) => link.url),
    urls,
    timeMarks: [...text.matchAll(TIME_MARK)].map((m) => m[0].replace(/\s+/g, '')),
    sections: findTimeMarks(lines).map((mark) => mark.seconds),
    chapters: (findChapters(lines) ?? []).map((chapter) => chapter.seconds),
    cues: [...text.matchAll(CUE)].map((m) => m[0]),
    hashtags: findHashtags(text),
    mentions: [...text.matchAll(MENTION)].map((m) => m[0]),
    numbers: [...withoutUrls.matchAll(NUMBER)].map((m) => m[0]),
    names: namesIn(sentences),
  };
}

/** Items of `a` beyond their count in `b`. */
function beyond(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const item of b) left.set(item, (left.get(item) ?? 0) + 1);
  const extra: string[] = [];
  for (const item of a) {
    const n = left.get(item) ?? 0;
    if (n > 0) left.set(item, n - 1);
    else extra.push(item);
  }
  return extra;
}

function quoted(items: readonly string[]): string {
  const unique = [...new Set(items)];
  const shown = unique.slice(0, 5).map((item) => `"${item}"`);
  return unique.length > 5 ? `${shown.join(', ')} and ${unique.length - 5} more` : shown.join(', ');
}

function sameSequence(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** Lost and added items of one kind, as instructions. */
function compare(problems: string[], what: string, original: readonly string[], rewritten: readonly string[]): void {
  const lost = beyond(original, rewritten);
  const added = beyond(rewritten, original);
  if (lost.length) problems.push(`Restore the ${what} ${quoted(lost)} exactly as the original wrote ${lost.length > 1 ? 'them' : 'it'}.`);
  if (added.length) problems.push(`Remove the ${what} ${quoted(added)}: the original has no such ${what}, and the rewrite must not add any.`);
}

function checkHeadings(problems: string[], original: readonly string[], rewritten: readonly string[]): void {
  if (sameSequence(original, rewritten)) return;
  const before = problems.length;
  compare(problems, 'heading', original, rewritten);
  if (problems.length === before) problems.push(`Keep the headings in their original order: ${quoted(original)}.`);
}

function checkPlatform(input: HumanizedOriginal, rewritten: string): string | null {
  if (input.contentType !== SOCIAL_POST.id || !input.platform || !(input.platform in SOCIAL_LIMITS)) return null;
  const platform = input.platform as SocialPlatform;
  const limit = SOCIAL_LIMITS[platform];
  const length = postLength(platform, rewritten.trim());
  if (length <= limit) return null;
  const counted = platform === 'twitter' ? ' as X counts them (emoji and CJK count double, links 23)' : '';
  return `The post is ${length} characters${counted}; ${SOCIAL_PLATFORM_LABELS[platform]} allows at most ${limit}. Cut it to fit.`;
}

/**
 * What a rewrite broke of the original, each item an instruction a model can act on; [] when it keeps
 * the Markdown structure (headings, list items, links, code), time marks and cue labels, hashtags,
 * @mentions, URLs, numbers and names, and a social post's platform limit.
 */
export function checkHumanized(input: HumanizedOriginal, rewritten: string): string[] {
  if (!rewritten.trim()) return ['Write the rewritten text; it is empty.'];
  const before = read(input.original);
  const after = read(rewritten);
  const problems: string[] = [];
  checkHeadings(problems, before.headings, after.headings);
  if (before.listItems !== after.listItems) {
    problems.push(`Keep every list item: the original has ${before.listItems}, the rewrite ${after.listItems}. Rewrite each item in place; do not merge, split, add or drop items.`);
  }
  compare(problems, 'code', before.code, after.code);
  compare(problems, 'link target', before.links, after.links);
  compare(problems, 'URL', before.urls, after.urls);
  compare(problems, 'time mark', before.timeMarks, after.timeMarks);
  if (!sameSequence(before.sections, after.sections) || !sameSequence(before.chapters, after.chapters)) {
    const marks = before.sections.map(formatClock).join(', ');
    problems.push(`Keep the script's sections at the original time marks, in order${marks ? ` (${marks})` : ''}, and its chapter list as it was.`);
  }
  compare(problems, 'cue label', before.cues, after.cues);
  compare(problems, 'hashtag', before.hashtags, after.hashtags);
  compare(problems, '@mention', before.mentions, after.mentions);
  compare(problems, 'number', before.numbers, after.numbers);
  const lookup = before.names.size > 0 ? nameLookup(rewritten) : new Set<string>();
  const lostNames = [...before.names].filter((name) => !hasWord(rewritten, name, lookup));
  if (lostNames.length) problems.push(`Keep the names ${quoted(lostNames)}: the rewrite dropped or changed them.`);
  const platform = checkPlatform(input, rewritten);
  if (platform) problems.push(platform);
  return problems;
}
