import type { BlogPostRequest } from '../../../contract/content';
import { splitLines } from '../../text/lines';
import { readDraft, type DraftLine } from '../../text/read-draft';
import { BLOG_TITLE_MAX, META_DESCRIPTION_MAX } from '../../../contract/draft-rules';

export { BLOG_TITLE_MAX, META_DESCRIPTION_MAX };
/** The body may miss word_count by this many percent either way. */
export const BLOG_WORD_TOLERANCE_PERCENT = 10;

/** On a line as read (emphasis gone): "Meta description: …". */
const META_LINE = /^\s*meta[\s_-]*description\s*:\s*(.*?)\s*$/i;
/** On a line as read: "Title: …", "SEO title: …", for drafts without a "# " heading. */
const TITLE_LINE = /^\s*(?:seo\s+)?title\s*:\s*(.+?)\s*$/i;

interface FoundLine {
  text: string;
  /** Index in the draft's visible lines. */
  index: number;
}

/** Whitespace collapsed and trimmed. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function findMeta(lines: readonly DraftLine[]): FoundLine | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const match = line.kind !== 'code' ? META_LINE.exec(line.text) : null;
    if (match) return { text: plain(match[1] ?? ''), index };
  }
  return null;
}

function findTitle(lines: readonly DraftLine[]): FoundLine | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.kind === 'heading' && line.depth === 1 && /\S/.test(line.text)) return { text: plain(line.text), index };
    const match = line.kind !== 'code' ? TITLE_LINE.exec(line.text) : null;
    if (match) return { text: plain(match[1] ?? ''), index };
  }
  return null;
}

/** The lines of the body: everything after the meta description line, or after the title without one. */
function bodyLines(lines: readonly DraftLine[]): readonly DraftLine[] {
  const after = findMeta(lines) ?? findTitle(lines);
  return after ? lines.slice(after.index + 1) : lines;
}

/** The post without its title and meta description: everything after the meta description line. */
export function blogBody(markdown: string): string {
  const { lines } = readDraft(markdown);
  const after = findMeta(lines) ?? findTitle(lines);
  if (!after) return markdown.trim();
  return splitLines(markdown)
    .slice(lines[after.index]!.sourceLine + 1)
    .join('\n')
    .trim();
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

/** Whole-word, case-insensitive, any run of whitespace between the keyword's words, in text as read. */
function mentionedIn(stripped: string, keyword: string): boolean {
  const words = keyword.trim().split(/\s+/).map(escapeRegExp).join(String.raw`\s+`);
  if (!words) return true;
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${words}(?![\p{L}\p{N}])`, 'iu').test(stripped);
}

export function checkBlogPost(request: BlogPostRequest, text: string): string[] {
  const problems: string[] = [];
  const { lines } = readDraft(text);
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

  const body = bodyLines(lines);
  let words = 0;
  for (const line of body) words += line.words;
  const bounds = blogWordBounds(request.word_count);
  if (words < bounds.min || words > bounds.max) {
    problems.push(`The body has ${words} words; it must have between ${bounds.min} and ${bounds.max} (aim for ${request.word_count}).`);
  }
  const bodyHeadings = body.filter((line) => line.kind === 'heading' && (line.depth === 2 || line.depth === 3)).map((line) => plain(line.text));
  if (!body.some((line) => line.kind === 'heading' && line.depth === 2 && /\S/.test(line.text))) {
    problems.push('Organise the body into sections with "## " (H2) headings and "### " (H3) subsections.');
  }
  const strippedBody = body.map((line) => line.text).join('\n');

  const keywords = request.target_keywords.filter((k) => k.trim());
  const absent = keywords.filter((k) => !mentionedIn(strippedBody, k));
  if (absent.length > 0) problems.push(`Use ${absent.map((k) => `"${k}"`).join(', ')} in the body at least once (naturally, in a sentence).`);
  const headlined = [title?.text ?? '', ...bodyHeadings].some((h) => keywords.some((k) => mentionedIn(h, k)));
  if (keywords.length > 0 && !headlined) {
    problems.push(`Put at least one target keyword (${keywords.map((k) => `"${k}"`).join(', ')}) in the title or an H2/H3 heading.`);
  }
  return problems;
}
