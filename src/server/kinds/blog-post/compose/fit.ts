import { countWords } from '../../../text/count-words';

export interface Sentence {
  text: string;
  words: number;
  /** Kept sentences carry the point of a paragraph (or a keyword); the others may be trimmed. */
  keep: boolean;
  /** A sentence of the request's source: trimmed only once no other optional sentence can go. */
  fact?: boolean;
}

export type BlogBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'prose'; sentences: Sentence[]; /** May take extra sentences when the post is short. */ extendable: boolean }
  /** A Markdown list: bullets, or numbered (a list promise's items, a how-to's steps). */
  | { kind: 'list'; items: string[]; numbered?: boolean }
  /** A Markdown table (a comparison template's): a header row, then its rows. */
  | { kind: 'table'; columns: string[]; rows: string[][] };

export function toSentence(text: string, keep: boolean): Sentence {
  return { text, words: countWords(text), keep };
}

function blockWords(block: BlogBlock): number {
  if (block.kind === 'heading') return countWords(block.text);
  if (block.kind === 'list') return block.items.reduce((n, item) => n + countWords(item), 0);
  if (block.kind === 'table') return [block.columns, ...block.rows].reduce((n, row) => n + row.reduce((m, cell) => m + countWords(cell), 0), 0);
  return block.sentences.reduce((n, s) => n + s.words, 0);
}

export function totalWords(blocks: readonly BlogBlock[]): number {
  return blocks.reduce((n, b) => n + blockWords(b), 0);
}

type Prose = Extract<BlogBlock, { kind: 'prose' }>;

function proseBlocks(blocks: readonly BlogBlock[]): Prose[] {
  return blocks.filter((b): b is Prose => b.kind === 'prose');
}

/** Adds extra sentences, one paragraph at a time, until the post reaches the target or extras run out. */
function extend(blocks: readonly BlogBlock[], target: number, nextExtra: () => string | null): void {
  const open = proseBlocks(blocks).filter((b) => b.extendable);
  let total = totalWords(blocks);
  for (let i = 0; total < target && open.length > 0; i++) {
    const text = nextExtra();
    if (text === null) return;
    const block = open[i % open.length];
    if (!block) return;
    const extra = toSentence(text, false);
    block.sentences.push(extra);
    total += extra.words;
  }
}

/**
 * Trims the sentences `optional` allows, always from the fullest paragraph, until the word count is as
 * close to the target as whole sentences allow. A paragraph gives up its last optional sentence, or,
 * when `anywhere` (facts, which stand alone), any of them.
 */
function trim(blocks: readonly BlogBlock[], target: number, opts: { optional: (s: Sentence) => boolean; anywhere: boolean }): void {
  let total = totalWords(blocks);
  const prose = proseBlocks(blocks);
  while (total > target) {
    const candidates = prose
      .flatMap((block, order) => {
        const indexes = opts.anywhere ? block.sentences.flatMap((s, i) => (opts.optional(s) ? [i] : [])).reverse() : [block.sentences.findLastIndex(opts.optional)];
        return indexes.map((index) => ({ block, order, index, words: block.sentences[index]?.words ?? 0 }));
      })
      .filter((c) => c.index >= 0)
      .sort((a, b) => b.block.sentences.length - a.block.sentences.length || b.order - a.order);
    const fullest = candidates[0];
    if (!fullest) return;
    // The fullest paragraph gives up a sentence unless that overshoots; then whichever lands closest.
    const choice =
      total - fullest.words >= target
        ? fullest
        : candidates
            .filter((c) => Math.abs(total - c.words - target) < total - target)
            .sort((a, b) => Math.abs(total - a.words - target) - Math.abs(total - b.words - target))[0];
    if (!choice) return;
    choice.block.sentences.splice(choice.index, 1);
    total -= choice.words;
  }
}

/**
 * Brings the blocks to about `target` words: extra sentences first if short, then trimming, the
 * source's facts last.
 */
export function fitToWords(blocks: readonly BlogBlock[], target: number, nextExtra: () => string | null): number {
  extend(blocks, target, nextExtra);
  trim(blocks, target, { optional: (s) => !s.keep && !s.fact, anywhere: false });
  trim(blocks, target, { optional: (s) => !s.keep && s.fact === true, anywhere: true });
  return totalWords(blocks);
}

/** Sentences as paragraphs of at most four sentences, split evenly. */
export function toParagraphs(sentences: readonly Sentence[]): string[] {
  if (sentences.length === 0) return [];
  const count = Math.ceil(sentences.length / 4);
  const size = Math.ceil(sentences.length / count);
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += size) out.push(sentences.slice(i, i + size).map((s) => s.text).join(' '));
  return out;
}

export function renderBlocks(blocks: readonly BlogBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') parts.push(`${'#'.repeat(block.level)} ${block.text}`);
    else if (block.kind === 'list') parts.push(block.items.map((item, i) => (block.numbered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n'));
    else if (block.kind === 'table') parts.push(renderTable(block.columns, block.rows));
    else parts.push(...toParagraphs(block.sentences));
  }
  return parts.filter(Boolean).join('\n\n');
}

/** A GFM table; a pipe inside a cell is escaped so it cannot split the cell. */
function renderTable(columns: readonly string[], rows: readonly string[][]): string {
  const row = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [row(columns), `|${columns.map(() => ' --- ').join('|')}|`, ...rows.map(row)].join('\n');
}
