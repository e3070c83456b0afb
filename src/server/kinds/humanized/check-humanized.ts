import { postLength } from '../../../contract/post-length';
import { SOCIAL_LIMITS, SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '../../../contract/social-limits';
import { splitLines } from '../../ai/fidelity/lines';
import { readDraft } from '../../ai/fidelity/read-draft';
import { findHashtags } from '../../ai/fidelity/social-check';
import { findChapters, findTimeMarks, formatClock } from '../../ai/fidelity/time-marks';
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
/** A capitalised word after a letter, digit or comma on its line: mid-sentence, so a name, not an opening. */
const NAME = /(?<=[\p{L}\p{N},]\s+)\p{Lu}[\p{L}’'-]*\p{L}|(?<=[\p{L}\p{N},]\s+)\p{Lu}(?=\s)/gu;

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
    names: new Set([...sentences.matchAll(NAME)].map((m) => m[0])),
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
  if (input.contentType !== 'social_media' || !input.platform || !(input.platform in SOCIAL_LIMITS)) return null;
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
  const lostNames = [...before.names].filter((name) => !new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(rewritten));
  if (lostNames.length) problems.push(`Keep the names ${quoted(lostNames)}: the rewrite dropped or changed them.`);
  const platform = checkPlatform(input, rewritten);
  if (platform) problems.push(platform);
  return problems;
}
