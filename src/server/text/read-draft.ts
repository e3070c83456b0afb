import type { Nodes, Parent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { limitNesting } from '../../contract/markdown-nesting';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

/**
 * A draft as a reader of the rendered Markdown sees it, from one parse (mdast, GFM as remark-gfm
 * reads it) and one walk of the tree. The checks read this, never the raw text.
 *
 * GFM without its autolink-literal extension: it only turns bare URLs (www.…, https://…) into
 * links, which changes no visible text, and costs about 40% of the parse (decision 006).
 */
export const PARSE_OPTIONS = {
  extensions: [gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote()],
  mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmFootnoteFromMarkdown()],
};

/** One line of visible text: a heading, a line of a paragraph (or table row), or a line of code. */
export interface DraftLine {
  /** The text as rendered: no heading hashes, list or quote markers, emphasis marks or link targets. */
  text: string;
  /** 'heading' lines are whole headings (setext ones too). */
  kind: 'heading' | 'text' | 'code';
  /** The heading's level (1–6); 0 for other lines. */
  depth: number;
  /** A line that is only bold text, optionally followed by a colon ("**Gear**", "**Gear:**"): a label. */
  boldOnly: boolean;
  /** Whitespace-separated tokens of `text` holding a letter or a digit. */
  words: number;
  /** Index of the line in the source text (0-based). */
  sourceLine: number;
}

export interface DraftLink {
  text: string;
  url: string;
}

export interface DraftSummary {
  lines: DraftLine[];
  links: DraftLink[];
  /** Visible words of the whole draft. */
  words: number;
}

const WORDY = /[\p{L}\p{N}]/u;
const SPACES = /\s+/;

export function countVisibleWords(text: string): number {
  let words = 0;
  for (const token of text.split(SPACES)) if (token && WORDY.test(token)) words++;
  return words;
}

const COLON_ONLY = /^\s*:?\s*$/;
const TAG = /<[^>]*>/g;

/** Builds the lines of one block (heading, paragraph, table row) from its inline content. */
class LineBuilder {
  private text = '';
  /** Visible characters outside bold, other than blanks and a colon: the line is no label. */
  private plain = false;
  private bold = false;
  private index = 0;

  constructor(
    private readonly out: DraftLine[],
    private readonly kind: DraftLine['kind'],
    private readonly depth: number,
    private readonly firstLine: number,
  ) {}

  add(value: string, inStrong: boolean): void {
    const parts = value.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) this.flush();
      this.text += part;
      if (inStrong) this.bold ||= /\S/.test(part);
      else this.plain ||= !COLON_ONLY.test(part);
    });
  }

  /** A line break inside the block (soft or hard). */
  flush(): void {
    const text = this.text;
    this.out.push({
      text,
      kind: this.kind,
      depth: this.depth,
      boldOnly: this.bold && !this.plain,
      words: countVisibleWords(text),
      sourceLine: this.firstLine + this.index,
    });
    this.index++;
    this.text = '';
    this.plain = false;
    this.bold = false;
  }
}

function startLine(node: Nodes): number {
  return (node.position?.start.line ?? 1) - 1;
}

/** Reads the draft: one parse, one walk. Containers nested past MAX_NESTING are read as text (contract/markdown-nesting.ts). */
export function readDraft(draft: string): DraftSummary {
  const markdown = limitNesting(draft);
  const tree = fromMarkdown(markdown, PARSE_OPTIONS);
  const lines: DraftLine[] = [];
  const links: DraftLink[] = [];

  /** Inline content into `line`; collects links on the way. Returns the node's visible text. */
  function inline(node: Nodes, line: LineBuilder, inStrong: boolean): string {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        line.add(node.value, inStrong);
        return node.value;
      case 'html': {
        // Inline HTML shows its text, not its tags.
        const visible = node.value.replace(TAG, ' ');
        line.add(visible, inStrong);
        return visible;
      }
      case 'image':
      case 'imageReference':
        line.add(node.alt ?? '', inStrong);
        return node.alt ?? '';
      case 'break':
        line.flush();
        return '\n';
      case 'footnoteReference':
        return '';
      case 'link':
      case 'linkReference': {
        let text = '';
        for (const child of node.children) text += inline(child, line, inStrong);
        links.push({ text, url: node.type === 'link' ? node.url : node.identifier });
        return text;
      }
      default: {
        if (!('children' in node)) return '';
        let text = '';
        for (const child of (node as Parent).children) text += inline(child, line, inStrong || node.type === 'strong');
        return text;
      }
    }
  }

  function blockLines(node: Parent, kind: DraftLine['kind'], depth: number): void {
    const line = new LineBuilder(lines, kind, depth, startLine(node as Nodes));
    for (const child of node.children) inline(child, line, false);
    line.flush();
  }

  function block(node: RootContent): void {
    switch (node.type) {
      case 'heading':
        return blockLines(node, 'heading', node.depth);
      case 'paragraph':
        return blockLines(node, 'text', 0);
      case 'tableRow': {
        const line = new LineBuilder(lines, 'text', 0, startLine(node));
        for (const cell of node.children) {
          for (const child of cell.children) inline(child, line, false);
          line.add(' ', false);
        }
        return line.flush();
      }
      case 'code': {
        // Fenced code starts a line after its fence; indented code on its first line.
        const first = startLine(node) + (markdown[node.position?.start.offset ?? 0] === ' ' || markdown[node.position?.start.offset ?? 0] === '\t' ? 0 : 1);
        const line = new LineBuilder(lines, 'code', 0, first);
        line.add(node.value, false);
        return line.flush();
      }
      case 'html': {
        const line = new LineBuilder(lines, 'text', 0, startLine(node));
        line.add(node.value.replace(TAG, ' '), false);
        return line.flush();
      }
      case 'definition':
        // "[0:15]: Hook" is a link definition to CommonMark, invisible once rendered; its text is
        // kept as a line since a draft writing it meant it as text.
        return blockLines({ type: 'paragraph', children: [{ type: 'text', value: `[${node.label ?? node.identifier}]: ${node.url}` }], position: node.position }, 'text', 0);
      default:
        if ('children' in node) for (const child of (node as Parent).children) block(child);
    }
  }

  for (const node of tree.children) block(node);
  let words = 0;
  for (const line of lines) words += line.words;
  return { lines, links, words };
}
