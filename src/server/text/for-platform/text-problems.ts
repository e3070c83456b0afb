import { MAX_THREAD_PARTS } from '../../../contract/posts';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, YOUTUBE_TITLE_MAX, type PublishPlatform } from '../../../contract/social';
import { findHashtags } from '../hashtags';
import { measureFor } from './for-platform';
import { PLATFORM_TAGS } from './platform-tags';

/** Markdown a platform would show as it is, and how to write it instead. */
const MARKDOWN_MARKS: Array<{ pattern: RegExp; problem: string }> = [
  { pattern: /^\s{0,3}#{1,6}\s/m, problem: 'Heading marks (#) are left: write a heading as a plain line.' },
  { pattern: /\*\*|__/, problem: 'Bold marks (** or __) are left: write the words without them.' },
  { pattern: /(?<![\p{L}\p{N}*_\\])[*_](?=[^\s*_])[^*_\n]*[^\s*_][*_](?![\p{L}\p{N}*_])/u, problem: 'Italic marks (* or _) are left: write the words without them.' },
  { pattern: /`/, problem: 'Code marks (`) are left: write the words without them.' },
  { pattern: /!?\[[^\]\n]*\]\([^)\n]*\)/, problem: 'Markdown links [text](url) are left: write "text (url)", or the URL alone.' },
  { pattern: /^\s*\|.*\|\s*$/m, problem: 'A table is left: write its rows as lines of text.' },
  { pattern: /^\s{0,3}[-*+]\s/m, problem: 'List lines start with -, * or +: start them with "• " or a number.' },
  { pattern: /^\s{0,3}>\s/m, problem: 'Quote marks (>) are left: write the quote as plain text.' },
];

/** The Markdown marks left in a text, each as a problem to fix. */
export function markdownProblems(text: string): string[] {
  return MARKDOWN_MARKS.filter(({ pattern }) => pattern.test(text)).map(({ problem }) => problem);
}

const THREAD_NUMBER = /^(\d{1,2})\/(\d{1,2}) /;

/** An X thread's problems: its numbering ("1/n " at each post's start) and each post's length as X counts it. */
function threadProblems(parts: readonly string[]): string[] {
  const problems: string[] = [];
  const measure = measureFor('twitter');
  const max = PUBLISH_RULES.twitter.maxLength;
  if (parts.length > MAX_THREAD_PARTS) problems.push(`The thread has ${parts.length} posts: write at most ${MAX_THREAD_PARTS}.`);
  parts.forEach((part, i) => {
    const number = THREAD_NUMBER.exec(part);
    if (!number || Number(number[1]) !== i + 1 || Number(number[2]) !== parts.length) problems.push(`Post ${i + 1} of the thread does not start with "${i + 1}/${parts.length} ".`);
    const length = measure(part);
    if (length > max) problems.push(`Post ${i + 1} of the thread is ${length} of ${max} characters: shorten it.`);
  });
  return problems;
}

/**
 * What keeps a text (a model's rewrite) from being a platform's text as "Prepare for social" makes it:
 * Markdown left, over the platform's limit as it counts, too many hashtags, an X thread numbered wrong
 * or with a post over 280, a YouTube text without its title line. Empty when it is fine.
 */
export function platformTextProblems(platform: PublishPlatform, text: string, parts: readonly string[] | null): string[] {
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const problems = markdownProblems(text);
  if (!text.trim()) problems.push('The text is empty.');
  const max = PUBLISH_RULES[platform].maxLength;
  if (parts) problems.push(...threadProblems(parts));
  else {
    const length = measureFor(platform)(text);
    if (length > max) problems.push(`The text is ${length.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} ${platform === 'youtube' ? 'bytes' : 'characters'} ${label} allows: shorten it.`);
  }
  if (platform === 'youtube') {
    const [title = '', blank] = text.split('\n');
    if ([...title.trim()].length > YOUTUBE_TITLE_MAX) problems.push(`The first line, the video's title, is over ${YOUTUBE_TITLE_MAX} characters: shorten it.`);
    if (!title.trim() || (blank !== undefined && blank.trim() !== '')) problems.push('Start with the title on a line of its own, then a blank line, then the description.');
  }
  const tags = new Set(findHashtags(text).map((t) => t.toLowerCase())).size;
  const most = PLATFORM_TAGS[platform].max;
  if (tags > most) problems.push(`It has ${tags} hashtags: use at most ${most} on ${label}.`);
  return problems;
}
