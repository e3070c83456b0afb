/** One line of a Markdown draft, as the editor's rules read it. */
export type DraftLine = {
  /** The line as written. */
  raw: string;
  /** The line as read: heading marks, emphasis, code ticks and link addresses gone, whitespace collapsed. */
  text: string;
  /** Where the line starts and ends in the draft (its end excludes the line break). */
  from: number;
  to: number;
  /** 1–6 for an ATX heading ("# …"), else null. */
  depth: number | null;
  /** Inside a fenced code block (or its fence): never a heading, a title or a rule line. */
  code: boolean;
};

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}(#{1,6})(?:\s+|$)(.*?)(?:\s+#+)?\s*$/;

/** Markdown marks dropped, as a reader sees the line ("**Meta description:** x" → "Meta description: x"). */
export function plainText(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[^\p{L}\p{N}])[*_]+|[*_]+(?=[^\p{L}\p{N}]|$)/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The draft's lines with where each is and what it is. */
export function readDraftLines(draft: string): DraftLine[] {
  const lines: DraftLine[] = [];
  let fence: string | null = null;
  let from = 0;
  for (const raw of draft.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const opener = FENCE.exec(line)?.[1] ?? null;
    const inCode = fence !== null || opener !== null;
    if (fence !== null && opener?.startsWith(fence)) fence = null;
    else if (fence === null && opener !== null) fence = opener.slice(0, 3);
    const heading = inCode ? null : HEADING.exec(line);
    lines.push({
      raw: line,
      text: inCode ? line : plainText(heading ? (heading[2] ?? '') : line),
      from,
      to: from + line.length,
      depth: heading ? (heading[1]?.length ?? null) : null,
      code: inCode,
    });
    from += raw.length + 1;
  }
  return lines;
}
