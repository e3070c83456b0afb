import type { BlogPostRequest } from '../../../contract/content';
import { analyzeMarkdown, stripMarkdown } from './count-words';
import { splitLines } from './lines';

export const BLOG_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
/** The body may miss word_count by this many percent either way. */
export const BLOG_WORD_TOLERANCE_PERCENT = 10;

const META_LINE = /^\s*[*_]{0,2}\s*meta[\s_-]*description\s*[*_]{0,2}\s*:\s*[*_]{0,2}\s*(.*?)\s*$/i;
const H1_LINE = /^\s{0,3}#\s+(.+?)\s*#*\s*$/;
const TITLE_LINE = /^\s*[*_]{0,2}\s*(?:seo\s+)?title\s*[*_]{0,2}\s*:\s*[*_]{0,2}\s*(.+?)\s*$/i;

interface FoundLine {
  text: string;
  index: number;
}

function plain(text: string): string {
  return stripMarkdown(text).replace(/\s+/g, ' ').trim();
}

function findMeta(lines: readonly string[]): FoundLine | null {
  for (let index = 0; index < lines.length; index++) {
    const match = META_LINE.exec(lines[index] ?? '');
    if (match) return { text: plain(match[1] ?? ''), index };
  }
  return null;
}

function findTitle(lines: readonly string[]): FoundLine | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const match = H1_LINE.exec(line) ?? TITLE_LINE.exec(line);
    if (match) return { text: plain(match[1] ?? ''), index };
  }
  return null;
}

function bodyOf(lines: readonly string[], after: FoundLine | null): string {
  return (after ? lines.slice(after.index + 1) : lines).join('\n').trim();
}

/** The post without its title and meta description: everything after the meta description line. */
export function blogBody(markdown: string): string {
  const lines = splitLines(markdown);
  return bodyOf(lines, findMeta(lines) ?? findTitle(lines));
}

export function blogWordBounds(wordCount: number): { min: number; max: number } {
  // Integer arithmetic: 300 * 1.1 is 330.00000000000006 in floating point.
  return {
    min: Math.ceil((wordCount * (100 - BLOG_WORD_TOLERANCE_PERCENT)) / 100),
    max: Math.floor((wordCount * (100 + BLOG_WORD_TOLERANCE_PERCENT)) / 100),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word, case-insensitive, any run of whitespace between the keyword's words, in text already stripped. */
function mentionedIn(stripped: string, keyword: string): boolean {
  const words = keyword.trim().split(/\s+/).map(escapeRegExp).join(String.raw`\s+`);
  if (!words) return true;
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${words}(?![\p{L}\p{N}])`, 'iu').test(stripped);
}

/** Whole-word, case-insensitive, any run of whitespace between the keyword's words. */
export function mentions(text: string, keyword: string): boolean {
  return mentionedIn(plain(text), keyword);
}

function headings(body: string): string[] {
  return splitLines(body)
    .filter((line) => /^\s{0,3}#{2,3}\s+\S/.test(line))
    .map(plain);
}

export function checkBlogPost(request: BlogPostRequest, text: string): string[] {
  const problems: string[] = [];
  const lines = splitLines(text);
  const title = findTitle(lines);
  const meta = findMeta(lines);
  if (!title || !title.text) {
    problems.push(`Start with the SEO title as a "# " heading of at most ${BLOG_TITLE_MAX} characters.`);
  } else if ([...title.text].length > BLOG_TITLE_MAX) {
    problems.push(`The title has ${[...title.text].length} characters; shorten it to at most ${BLOG_TITLE_MAX}.`);
  }
  if (!meta || !meta.text) {
    problems.push(`Add a "**Meta description:** …" line right after the title, at most ${META_DESCRIPTION_MAX} characters.`);
  } else if ([...meta.text].length > META_DESCRIPTION_MAX) {
    problems.push(`The meta description has ${[...meta.text].length} characters; shorten it to at most ${META_DESCRIPTION_MAX}.`);
  }

  const body = bodyOf(lines, meta ?? title);
  // One pass over the body gives both its word count and the text the keywords are looked for in
  // (collapsing its whitespace, as plain() does, changes no match: the pattern takes any run of it).
  const { text: strippedBody, words } = analyzeMarkdown(body);
  const bounds = blogWordBounds(request.word_count);
  if (words < bounds.min || words > bounds.max) {
    problems.push(`The body has ${words} words; it must have between ${bounds.min} and ${bounds.max} (aim for ${request.word_count}).`);
  }
  const bodyHeadings = headings(body);
  if (!/^\s{0,3}##\s+\S/m.test(body)) problems.push('Organise the body into sections with "## " (H2) headings and "### " (H3) subsections.');

  const keywords = request.target_keywords.filter((k) => k.trim());
  const absent = keywords.filter((k) => !mentionedIn(strippedBody, k));
  if (absent.length > 0) problems.push(`Use ${absent.map((k) => `"${k}"`).join(', ')} in the body at least once (naturally, in a sentence).`);
  const headlined = [title?.text ?? '', ...bodyHeadings].some((h) => keywords.some((k) => mentions(h, k)));
  if (keywords.length > 0 && !headlined) {
    problems.push(`Put at least one target keyword (${keywords.map((k) => `"${k}"`).join(', ')}) in the title or an H2/H3 heading.`);
  }
  return problems;
}
