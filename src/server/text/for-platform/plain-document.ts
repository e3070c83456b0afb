import type { Nodes, Parent, RootContent, List, ListItem, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { limitNesting } from '../../../contract/markdown-nesting';
import { findHashtags } from '../hashtags';
import { PARSE_OPTIONS } from '../read-draft';
import { readMetadataLine } from './metadata-lines';

/**
 * One block of a piece as plain text: a heading, a paragraph, a list item, a table row or code. Blocks
 * join with a blank line, except blocks of one group (a list's items, a table's rows), which join
 * with a line break.
 */
export interface PlainBlock {
  kind: 'heading' | 'text' | 'item' | 'code';
  text: string;
  /** A heading's level (1–6). */
  depth?: number;
  /** Blocks with the same group join with a line break. */
  group?: number;
}

/** A piece's Markdown read as plain text (docs/product/api.md#library, "Prepare for social"). */
export interface PlainDocument {
  blocks: PlainBlock[];
  /** The piece's title: its first level-1 heading, or a "Title:" / "Subject:" line. */
  title: string | null;
  /** From a "Keywords:" line (a blog's), in order. */
  keywords: string[];
  /** Hashtags on lines of their own (a social post's last line), in order; they go at the end on every platform. */
  hashtags: string[];
}

/** A line holding only hashtags. */
const TAGS_ONLY = /^\s*(?:#[\p{L}\p{N}_]+[\s,]*)+$/u;
const TAG = /<[^>]*>/g;
const COMMENT = /<!--[\s\S]*?-->/g;
/** A timestamp opening a video script's heading: "[0:25] 1. Get Clear" → "1. Get Clear". */
const TIME_MARK = /^\s*\[\d{1,2}:\d{2}(?::\d{2})?\]\s*/;
const WEB_LINK = /^(?:https?:\/\/|mailto:)/i;

/** A link as plain text: "text (url)", the URL alone when it is its own text, the text alone for a link within the site. */
function linkText(text: string, url: string): string {
  const shown = text.trim();
  if (!WEB_LINK.test(url)) return shown;
  const address = url.replace(/^mailto:/i, '');
  if (!shown || shown === url || shown === address || shown === url.replace(/^https?:\/\//i, '').replace(/\/$/, '')) return address;
  return `${shown} (${address})`;
}

/** Line breaks inside a block: trailing blanks off each line, no blank lines. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Headings with nothing under them (the next block is a heading of the same or a higher level, or there is none) are left out. */
function withoutEmptySections(blocks: PlainBlock[]): PlainBlock[] {
  // A piece of headings only is read as lines of text.
  if (blocks.every((block) => block.kind === 'heading')) return blocks.map(({ text }) => ({ kind: 'text', text }));
  return blocks.filter((block, i) => {
    if (block.kind !== 'heading') return true;
    const next = blocks[i + 1];
    return next !== undefined && !(next.kind === 'heading' && (next.depth ?? 1) <= (block.depth ?? 1));
  });
}

/** Reads a piece's Markdown as plain text blocks: one parse, one walk; emphasis, images and notes left out. */
export function readPlainDocument(markdown: string): PlainDocument {
  const tree = fromMarkdown(limitNesting(markdown), PARSE_OPTIONS);
  const definitions = new Map<string, string>();
  for (const node of tree.children) if (node.type === 'definition') definitions.set(node.identifier.toLowerCase(), node.url);

  const blocks: PlainBlock[] = [];
  const keywords: string[] = [];
  const hashtags: string[] = [];
  let title: string | null = null;
  let labelledTitle: string | null = null;
  let groups = 0;

  function inline(node: Nodes): string {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return node.value;
      case 'break':
        return '\n';
      case 'html':
        return /^<br\s*\/?>$/i.test(node.value.trim()) ? '\n' : node.value.replace(COMMENT, '').replace(TAG, '');
      case 'image':
      case 'imageReference':
      case 'footnoteReference':
        return '';
      case 'link':
        return linkText(children(node), node.url);
      case 'linkReference': {
        const url = definitions.get(node.identifier.toLowerCase());
        return url === undefined ? children(node) : linkText(children(node), url);
      }
      default:
        return 'children' in node ? children(node) : '';
    }
  }

  function children(node: Parent): string {
    let text = '';
    for (const child of node.children) text += inline(child);
    return text;
  }

  /** A paragraph's lines, without notes about the piece; hashtag-only lines go to `hashtags`. */
  function textLines(raw: string): string {
    const kept: string[] = [];
    for (const line of tidy(raw).split('\n')) {
      if (!line) continue;
      if (TAGS_ONLY.test(line)) {
        hashtags.push(...findHashtags(line));
        continue;
      }
      const note = readMetadataLine(line);
      if (!note) kept.push(line);
      else if (note.kind === 'keywords') keywords.push(...note.words);
      else if (note.kind === 'title') labelledTitle ??= note.text;
    }
    return kept.join('\n');
  }

  function push(kind: PlainBlock['kind'], text: string, group?: number): void {
    if (text) blocks.push(group === undefined ? { kind, text } : { kind, text, group });
  }

  function list(node: List, depth: number, group: number): void {
    node.children.forEach((item: ListItem, i) => {
      const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : '• ';
      const lines: string[] = [];
      const nested: List[] = [];
      for (const child of item.children) {
        if (child.type === 'list') nested.push(child);
        else lines.push(child.type === 'code' ? child.value : textLines(blockText(child)));
      }
      const text = lines.filter(Boolean).join('\n');
      if (text) push('item', `${'   '.repeat(depth)}${marker}${text}`, group);
      for (const inner of nested) list(inner, depth + 1, group);
    });
  }

  function table(node: Table): void {
    const group = ++groups;
    for (const row of node.children) {
      const cells = row.children.map((cell) => tidy(children(cell)).replace(/\n/g, ' ')).filter(Boolean);
      push('text', cells.join(' · '), group);
    }
  }

  /** The visible text of a block inside a container (a list item's paragraph, a quote's). */
  function blockText(node: RootContent): string {
    if ('children' in node && node.type !== 'list' && node.type !== 'table') {
      if (node.type === 'paragraph' || node.type === 'heading') return children(node);
      return (node as Parent).children.map((child) => blockText(child)).join('\n');
    }
    return node.type === 'code' ? node.value : node.type === 'html' ? inline(node) : '';
  }

  function block(node: RootContent): void {
    switch (node.type) {
      case 'heading': {
        const text = tidy(children(node)).replace(/\n/g, ' ').replace(TIME_MARK, '');
        if (node.depth === 1 && title === null) title = text;
        const note = readMetadataLine(text);
        if (note?.kind === 'keywords') keywords.push(...note.words);
        else if (note?.kind === 'title') labelledTitle ??= note.text;
        else if (!note && TAGS_ONLY.test(text)) hashtags.push(...findHashtags(text));
        else if (!note && text) blocks.push({ kind: 'heading', text, depth: node.depth });
        return;
      }
      case 'paragraph':
        return push('text', textLines(children(node)));
      case 'html':
        return push('text', textLines(inline(node)));
      case 'list':
        return list(node, 0, ++groups);
      case 'table':
        return table(node);
      case 'code':
        return push('code', node.value.replace(/\s+$/, ''));
      case 'definition':
        // "[0:15]: Hook" is a definition to CommonMark, but a draft writing it meant text (read-draft.ts).
        if (!WEB_LINK.test(node.url)) push('text', `[${node.label ?? node.identifier}]: ${node.url}`);
        return;
      case 'footnoteDefinition':
      case 'thematicBreak':
        return;
      default:
        if ('children' in node) for (const child of (node as Parent).children) block(child);
    }
  }

  for (const node of tree.children) block(node);
  if (title === null && labelledTitle !== null) {
    title = labelledTitle;
    blocks.unshift({ kind: 'heading', text: labelledTitle, depth: 1 });
  }
  return { blocks: withoutEmptySections(blocks), title, keywords, hashtags };
}
