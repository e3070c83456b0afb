import { stripMarkdown } from './count-words';

/** A source as prose: its title (a first heading) and its paragraphs, without headings, lists markers or page furniture. */
export interface CleanSource {
  title: string;
  /** Prose paragraphs; a list item is a paragraph of its own. */
  paragraphs: string[];
}

const HEADING = /^#{1,6}\s+(.*?)(?:\s+#+)?$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)$/;
const RULE = /^(?:[-*_]\s*){3,}$/;
const FENCE = /^(?:```|~~~)/;
const LIST_MARKER = /^(?:[-*+•▪◦·]|\d{1,3}[.)]|[a-z][.)])\s+/;
const QUOTE_MARKER = /^(?:>\s?)+/;
const TABLE_ROW = /^\|.*\|$/;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const URL_ONLY = /^<?(?:https?:\/\/|www\.)\S+>?$/i;
const PAGE_NUMBER = /^(?:page\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
const ENDS_SENTENCE = /[.!?…:;]["'”’)\]]*$/;
const HYPHEN_BREAK = /\p{Ll}-$/u;

/**
 * Blocks that are the page around the text, not the text: sharing and subscription prompts, cookie and
 * copyright notices, bylines, photo credits, "read more" links. Only short blocks are tested, and a block
 * is what the lines wrapped inside it make together (see blocksOf), so a sentence that mentions a
 * newsletter stays even when a PDF broke it into lines of a few words.
 */
const BOILERPLATE = new RegExp(
  [
    '^share\\b',
    '\\bshare (?:this|on)\\b',
    '\\bsubscribe\\b',
    '\\bsign (?:up|in)\\b',
    '\\blog ?in\\b',
    '\\bnewsletter\\b',
    '\\bcookies?\\b',
    '\\bprivacy (?:policy|settings|notice)\\b',
    '\\bterms (?:of|and) (?:use|service|conditions)\\b',
    '\\ball rights reserved\\b',
    '©',
    '^copyright\\b',
    '^advertisement$',
    '^sponsored\\b',
    '^(?:read|see) (?:more|also|next)\\b',
    '^related(?: articles| stories| posts| content)?:?$',
    '\\bclick here\\b',
    '^follow us\\b',
    '^skip to\\b',
    '^listen to this\\b',
    '\\b\\d+ min(?:ute)? read\\b',
    '^(?:posted|published|updated|last updated)\\b',
    '^(?:by|photo|image|credit|source|caption)\\s*:',
    '^by [A-Z][\\w.\'-]+(?: [A-Z][\\w.\'-]+){0,3}$',
    '^(?:photo|image)s? (?:by|courtesy)\\b',
    '^table of contents$',
    '^(?:back to top|next|previous|home|menu|search)$',
  ].join('|'),
  'i',
);
/** Blocks longer than this are prose, whatever words they hold. */
const BOILERPLATE_MAX_WORDS = 18;
/** A line at least this share of its paragraph's usual width filled it: the text went on in the next line. */
const FULL_LINE = 0.7;
/** A line seen this often is a running header or footer (of a PDF), not text. */
const REPEATED_LINE = 3;
/** At most this many words make a heading. */
const HEADING_MAX_WORDS = 15;

function wordsOf(line: string): number {
  const t = line.trim();
  return t ? t.split(/\s+/).length : 0;
}

/** A line that is an address or a page number, whatever stands around it. */
function isFurnitureLine(line: string): boolean {
  return URL_ONLY.test(line) || PAGE_NUMBER.test(line);
}

function isBoilerplateBlock(lines: string[]): boolean {
  const text = joinLines(lines);
  return wordsOf(text) <= BOILERPLATE_MAX_WORDS && BOILERPLATE.test(text);
}

/** Lines wrapped inside one paragraph, joined again; a word hyphenated across a break is made whole. */
function joinLines(lines: string[]): string {
  let text = '';
  for (const line of lines) {
    if (!text) text = line;
    else if (HYPHEN_BREAK.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else text += ` ${line}`;
  }
  return text;
}

/**
 * Splits a run of lines (no blank line between them) into blocks: the lines a hard-wrapped text (a PDF's
 * above all) broke one sentence or paragraph into belong together. A line goes on the block of the line
 * before it when it starts in lower case (the sentence goes on), when the line before filled the width
 * and did not end a sentence (a wrapped line, whatever its next word), or when the line before filled
 * the width and ended a sentence (the paragraph goes on), unless the line is a short one of its own
 * between sentences (no closing punctuation, not the width, the next line starting anew): a prompt
 * or a caption set between paragraphs. The width is measured on the run itself.
 */
function blocksOf(lines: string[]): string[][] {
  if (lines.length < 2) return lines.length ? [lines] : [];
  const lengths = lines.map((l) => l.length).sort((a, b) => a - b);
  const width = lengths[Math.ceil((lengths.length - 1) * 0.8)]!;
  const full = (line: string) => line.length >= width * FULL_LINE;
  const continues = /^[\p{Ll},;:)\]”’]/u;
  const lone = (i: number) => {
    const line = lines[i]!;
    const next = lines[i + 1];
    return !ENDS_SENTENCE.test(line) && !full(line) && (next === undefined || !continues.test(next));
  };
  const blocks: string[][] = [[lines[0]!]];
  for (let i = 1; i < lines.length; i++) {
    const before = lines[i - 1]!;
    const line = lines[i]!;
    const goesOn = continues.test(line) || (full(before) && (!ENDS_SENTENCE.test(before) || !lone(i)));
    if (goesOn) blocks[blocks.length - 1]!.push(line);
    else blocks.push([line]);
  }
  return blocks;
}

/** Mostly capitalized words (Title Case or ALL CAPS), as headings are set. */
function looksLikeTitle(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w));
  if (words.length === 0) return /^\p{Lu}/u.test(line);
  return words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.6;
}

/** Emphasis, links and inline HTML out, blanks collapsed. */
function plain(line: string): string {
  return stripMarkdown(line.replace(IMAGE, ' ')).replace(/\s+/g, ' ').trim();
}

function key(line: string): string {
  return line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Reduces a source (Markdown-ish text, a web page's text, a PDF's lines) to prose paragraphs, so that
 * only real sentences reach the ranking: headings (the first becomes the title), list markers, quote
 * markers, code blocks, tables, address-only lines, page numbers, page furniture and repeated lines
 * go; lines wrapped inside a paragraph are joined again (hyphenated breaks too).
 */
export function cleanSource(text: string): CleanSource {
  const lines = text.split(/\r\n?|\n|\u2028|\u2029/);
  const seen = new Map<string, number>();
  for (const raw of lines) {
    const k = key(raw);
    if (k) seen.set(k, (seen.get(k) ?? 0) + 1);
  }

  const paragraphs: string[] = [];
  let title = '';
  let sawProse = false;
  let current: string[] = [];
  const emitted = new Set<string>();

  const heading = (line: string) => {
    if (!title && !sawProse && line) title = line;
  };
  const flush = (item = false) => {
    if (current.length === 0) return;
    // Boilerplate is judged on whole blocks, so that a line inside a sentence is never taken for it.
    const lines = blocksOf(current)
      .filter((block) => !isBoilerplateBlock(block))
      .flat();
    current = [];
    if (lines.length === 0) return;
    // A lone short line without closing punctuation is a heading, a caption or a list item's fragment,
    // not a sentence.
    if (lines.length === 1 && !ENDS_SENTENCE.test(lines[0]!) && wordsOf(lines[0]!) <= HEADING_MAX_WORDS) {
      if (!item) heading(lines[0]!);
      return;
    }
    sawProse = true;
    paragraphs.push(joinLines(lines));
  };

  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (FENCE.test(raw)) {
      inFence = !inFence;
      flush();
      continue;
    }
    if (inFence) continue;
    if (!raw || TABLE_ROW.test(raw)) {
      flush();
      continue;
    }
    if (SETEXT_UNDERLINE.test(raw) && current.length === 1) {
      const [line] = current;
      current = [];
      heading(line!);
      continue;
    }
    if (RULE.test(raw)) {
      flush();
      continue;
    }
    const headingMatch = HEADING.exec(raw);
    if (headingMatch) {
      flush();
      heading(plain(headingMatch[1]!));
      continue;
    }
    const unquoted = raw.replace(QUOTE_MARKER, '');
    const isItem = LIST_MARKER.test(unquoted);
    const line = plain(unquoted.replace(LIST_MARKER, ''));
    if (!line || isFurnitureLine(line)) continue;
    const k = key(line);
    if ((seen.get(k) ?? 0) >= REPEATED_LINE && wordsOf(line) <= HEADING_MAX_WORDS) continue;
    if (isItem) {
      flush();
      current.push(line);
      flush(true);
      continue;
    }
    // A heading set on its own line right above its paragraph, with no blank line between them.
    const next = lines[i + 1]?.trim() ?? '';
    const startsParagraph = current.length === 0 || ENDS_SENTENCE.test(current[current.length - 1]!);
    if (
      startsParagraph &&
      !ENDS_SENTENCE.test(line) &&
      wordsOf(line) <= HEADING_MAX_WORDS &&
      looksLikeTitle(line) &&
      /^[\p{Lu}\p{N}"“]/u.test(next) &&
      wordsOf(next) > wordsOf(line)
    ) {
      flush();
      heading(line);
      continue;
    }
    // A paragraph said twice (a pull quote, a page copied twice) is read once.
    if (current.length === 0 && emitted.has(k) && wordsOf(line) > 3) continue;
    emitted.add(k);
    current.push(line);
  }
  flush();
  return { title, paragraphs };
}
