/**
 * A small Markdown reader for generated blog posts and newsletters: headings, paragraphs, bold and
 * italic, inline code, links, bullet and numbered lists (nested by indentation), quotes, code blocks
 * and rules. It builds a tree that is rendered as React elements, so no HTML string is ever
 * injected; raw HTML in the text stays text. Links are kept only for http(s) and mailto addresses.
 */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type Block =
  | { type: 'heading'; level: HeadingLevel; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; value: string }
  | { type: 'rule' };

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const ITEM = /^( {0,3})(?:([-*+])|(\d{1,9})([.)]))(?:([ \t]+)(.*))?$/;

type ItemStart = {
  ordered: boolean;
  /** The bullet character, or the delimiter after the number. */
  marker: string;
  number: number;
  indent: number;
  /** Where the item's text starts; lines indented this far belong to the item. */
  contentIndent: number;
  text: string;
};

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function matchItem(line: string): ItemStart | null {
  if (RULE.test(line)) return null;
  const match = ITEM.exec(line);
  if (!match) return null;
  const [, indent = '', bullet, number, delimiter, gap, text = ''] = match;
  const markerWidth = bullet ? 1 : (number?.length ?? 0) + 1;
  const gapWidth = gap === undefined ? 1 : Math.min(gap.length, 4);
  return {
    ordered: !bullet,
    marker: bullet ?? delimiter ?? '.',
    number: number ? Number(number) : 1,
    indent: indent.length,
    contentIndent: indent.length + markerWidth + gapWidth,
    text,
  };
}

function startsBlock(line: string): boolean {
  return HEADING.test(line) || RULE.test(line) || FENCE.test(line) || QUOTE.test(line) || matchItem(line) !== null;
}

function sameList(a: ItemStart, b: ItemStart): boolean {
  return a.ordered === b.ordered && a.marker === b.marker;
}

/** Lines indented at least this far belong to the item (lenient: two spaces past the marker are enough). */
function childIndent(item: ItemStart): number {
  return Math.min(item.contentIndent, item.indent + 2);
}

function stripIndent(line: string, width: number): string {
  let removed = 0;
  while (removed < width && line[removed] === ' ') removed += 1;
  return line.slice(removed);
}

function parseList(lines: string[], start: number): { block: Block; next: number } {
  const first = matchItem(lines[start] ?? '') as ItemStart;
  const items: string[][] = [];
  let current = first;
  let body: string[] = [];
  let i = start;

  while (i < lines.length) {
    const line = lines[i] ?? '';
    const item = matchItem(line);
    if (item && sameList(item, first) && (i === start || item.indent < childIndent(current))) {
      current = item;
      body = [item.text];
      items.push(body);
      i += 1;
      continue;
    }
    if (isBlank(line)) {
      let j = i + 1;
      while (j < lines.length && isBlank(lines[j] ?? '')) j += 1;
      const following = lines[j];
      if (following === undefined) break;
      const sibling = matchItem(following);
      const continues =
        indentOf(following) >= childIndent(current) || (sibling && sameList(sibling, first) && sibling.indent < childIndent(current));
      if (!continues) break;
      body.push('');
      i += 1;
      continue;
    }
    if (indentOf(line) >= childIndent(current)) {
      body.push(stripIndent(line, current.contentIndent));
      i += 1;
      continue;
    }
    // A lazy continuation: a line of text right after the item's text.
    if (!startsBlock(line) && !isBlank(lines[i - 1] ?? '')) {
      body.push(line.trimStart());
      i += 1;
      continue;
    }
    break;
  }

  return {
    block: { type: 'list', ordered: first.ordered, start: first.number, items: items.map((lines) => parseBlocks(lines)) },
    next: i,
  };
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (isBlank(line)) {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const opener = fence[1] ?? '```';
      const code: string[] = [];
      i += 1;
      while (i < lines.length) {
        const candidate = (lines[i] ?? '').trim();
        if (candidate.startsWith(opener) && candidate.replace(/[`~]/g, '') === '' && candidate[0] === opener[0]) break;
        code.push(lines[i] ?? '');
        i += 1;
      }
      i += 1;
      blocks.push({ type: 'code', value: code.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: (heading[1]?.length ?? 1) as HeadingLevel, children: parseInlines(heading[2] ?? '') });
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const match = QUOTE.exec(current);
        if (match) quoted.push(match[1] ?? '');
        else if (!isBlank(current) && !startsBlock(current) && !isBlank(quoted[quoted.length - 1] ?? '')) quoted.push(current);
        else break;
        i += 1;
      }
      blocks.push({ type: 'quote', children: parseBlocks(quoted) });
      continue;
    }

    if (matchItem(line)) {
      const { block, next } = parseList(lines, i);
      blocks.push(block);
      i = next;
      continue;
    }

    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (isBlank(current) || (paragraph.length > 0 && startsBlock(current))) break;
      paragraph.push(current.trimStart());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInlines(paragraph.join('\n')) });
  }
  return blocks;
}

/** The blocks of a Markdown text. */
export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^\t+/, (tabs) => '    '.repeat(tabs.length)));
  return parseBlocks(lines);
}

/** The address if it is safe to link to (http, https, mailto); otherwise null and the text stays plain. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^mailto:[^\s]+$/i.test(href)) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const PUNCTUATION = /[!-/:-@[-`{-~]/;
const WORD = /[\p{L}\p{N}]/u;
const BARE_URL = /^https?:\/\/[^\s<>"]*[^\s<>".,;:!?'")\]]/;

function isSpace(ch: string | undefined): boolean {
  return ch === undefined || /\s/.test(ch);
}

/** `[text](href "title")` starting at `open`; null when the brackets do not form a link. */
function matchLink(src: string, open: number): { text: string; href: string; end: number } | null {
  let depth = 0;
  let close = -1;
  for (let i = open; i < src.length; i += 1) {
    const ch = src[i];
    if (ch === '\\') {
      i += 1;
    } else if (ch === '[') {
      depth += 1;
    } else if (ch === ']') {
      depth -= 1;
      if (depth === 0) {
        close = i;
        break;
      }
    }
  }
  if (close === -1 || src[close + 1] !== '(') return null;
  let parens = 0;
  let end = -1;
  for (let i = close + 1; i < src.length; i += 1) {
    const ch = src[i];
    if (ch === '\\') i += 1;
    else if (ch === '(') parens += 1;
    else if (ch === ')') {
      parens -= 1;
      if (parens === 0) {
        end = i;
        break;
      }
    } else if (ch === '\n') return null;
  }
  if (end === -1) return null;
  const target = src.slice(close + 2, end).trim();
  const href = target.startsWith('<') ? target.slice(1, target.indexOf('>') === -1 ? undefined : target.indexOf('>')) : target.split(/\s+/)[0];
  return { text: src.slice(open + 1, close), href: href ?? '', end: end + 1 };
}

/** The position of a closing `delimiter` for an opener ending at `from`, or -1. */
function findCloser(src: string, from: number, delimiter: string): number {
  const ch = delimiter[0] ?? '*';
  for (let j = src.indexOf(delimiter, from); j !== -1; j = src.indexOf(delimiter, j + 1)) {
    if (j === from) continue;
    const before = src[j - 1];
    const after = src[j + delimiter.length];
    if (isSpace(before) || before === ch || after === ch) continue;
    if (ch === '_' && after !== undefined && WORD.test(after)) continue;
    return j;
  }
  return -1;
}

/** The inline pieces of one paragraph's (or heading's) text. */
export function parseInlines(src: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', value: text });
    text = '';
  };

  let i = 0;
  while (i < src.length) {
    const ch = src[i] ?? '';
    const next = src[i + 1];

    if (ch === '\\' && next !== undefined) {
      if (next === '\n') {
        flush();
        out.push({ type: 'break' });
        i += 2;
        continue;
      }
      if (PUNCTUATION.test(next)) {
        text += next;
        i += 2;
        continue;
      }
    }

    // Drafts are written line by line (chapter lists, sign-offs, addresses), so a line break inside a
    // paragraph stays a line break, as in GitHub comments.
    if (ch === '\n') {
      text = text.replace(/ +$/, '');
      flush();
      out.push({ type: 'break' });
      i += 1;
      continue;
    }

    if (ch === '`') {
      let run = 1;
      while (src[i + run] === '`') run += 1;
      const fence = '`'.repeat(run);
      let close = src.indexOf(fence, i + run);
      while (close !== -1 && src[close + run] === '`') close = src.indexOf(fence, close + run + 1);
      if (close !== -1) {
        flush();
        const value = src.slice(i + run, close).replace(/\n/g, ' ');
        out.push({ type: 'code', value: /^ .* $/.test(value) && value.trim() ? value.slice(1, -1) : value });
        i = close + run;
      } else {
        text += fence;
        i += run;
      }
      continue;
    }

    if (ch === '!' && next === '[') {
      // Images are not loaded from generated text; their description stays as text.
      const image = matchLink(src, i + 1);
      if (image) {
        text += image.text;
        i = image.end;
        continue;
      }
    }

    if (ch === '[') {
      const link = matchLink(src, i);
      if (link) {
        const href = safeHref(link.href);
        const children = parseInlines(link.text);
        if (href) {
          flush();
          out.push({ type: 'link', href, children });
        } else {
          for (const child of children) {
            if (child.type === 'text') {
              text += child.value;
            } else {
              flush();
              out.push(child);
            }
          }
        }
        i = link.end;
        continue;
      }
    }

    if ((ch === 'h' || ch === 'H') && (i === 0 || /[\s(]/.test(src[i - 1] ?? ''))) {
      const bare = BARE_URL.exec(src.slice(i));
      const href = bare ? safeHref(bare[0]) : null;
      if (bare && href) {
        flush();
        out.push({ type: 'link', href, children: [{ type: 'text', value: bare[0] }] });
        i += bare[0].length;
        continue;
      }
    }

    if (ch === '*' || ch === '_') {
      let run = 1;
      while (src[i + run] === ch) run += 1;
      const before = src[i - 1];
      const after = src[i + run];
      const canOpen = !isSpace(after) && !(ch === '_' && before !== undefined && WORD.test(before));
      let matched = false;
      if (canOpen) {
        for (let size = Math.min(run, 3); size >= 1 && !matched; size -= 1) {
          const delimiter = ch.repeat(size);
          const close = findCloser(src, i + run, delimiter);
          if (close === -1) continue;
          text += ch.repeat(run - size);
          flush();
          const inner = parseInlines(src.slice(i + run, close));
          const node: Inline =
            size === 3
              ? { type: 'strong', children: [{ type: 'em', children: inner }] }
              : { type: size === 2 ? 'strong' : 'em', children: inner };
          out.push(node);
          i = close + size;
          matched = true;
        }
      }
      if (!matched) {
        text += ch.repeat(run);
        i += run;
      }
      continue;
    }

    text += ch;
    i += 1;
  }
  flush();
  return out;
}
