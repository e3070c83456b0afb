/**
 * Markdown nests containers (block quotes, list items) by the markers at the start of a line: `> > > x`
 * or `- 1. - x` is three deep. No draft needs more than a few levels, while a hostile text of 39,000 `>`
 * makes the parser's work and any walk of its tree grow with the depth (a stack overflow, minutes of
 * CPU). Past `maxDepth` markers on a line, the next marker is escaped, so the rest of the line is read
 * as the text it shows; lines and their count are unchanged, so line numbers still match the draft.
 */
export const MAX_NESTING = 16;

/** One container marker at `at`: a `>` or a list marker (`-`, `*`, `+`, `1.`, `1)`) followed by a space, after up to 3 spaces. */
const MARKER = /[ ]{0,3}(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)/y;

/** The line split after its container markers (at most `maxDepth` of them; a marker past them is escaped into the rest). */
function splitLine(line: string, maxDepth: number): [prefix: string, rest: string] {
  let at = 0;
  for (let depth = 0; ; depth++) {
    MARKER.lastIndex = at;
    const match = MARKER.exec(line);
    if (!match) return [line.slice(0, at), line.slice(at)];
    if (depth === maxDepth) {
      // Escape the marker's first visible character: a `\>` or `1\.` is text, and so is all that follows.
      const marker = match[0].trimStart();
      const escapeAt = at + match[0].length - marker.length + (/^\d+/.exec(marker)?.[0].length ?? 0);
      return [line.slice(0, escapeAt), `\\${line.slice(escapeAt)}`];
    }
    at += match[0].length;
  }
}

/**
 * Emphasis and link delimiters a paragraph may hold before the rest are read as text. Thousands of `*`,
 * `_` or `[` nest emphasis or brackets as deep as they go: the parser's time grows with the square of
 * them, then its tree overflows the stack. A real paragraph, list or code block has a few hundred at most.
 */
export const MAX_DELIMITERS = 2_000;

const DELIMITER = /[*_~[\]]/g;

/**
 * The markdown with no line nested deeper than `maxDepth` containers, and no paragraph with more than
 * MAX_DELIMITERS emphasis or link delimiters (the ones past it are escaped).
 */
export function limitNesting(markdown: string, maxDepth = MAX_NESTING): string {
  let delimiters = 0;
  return markdown
    .split('\n')
    .map((line) => {
      if (line.trim() === '') {
        delimiters = 0;
        return line;
      }
      const [prefix, rest] = splitLine(line, maxDepth);
      return prefix + rest.replace(DELIMITER, (char) => (++delimiters > MAX_DELIMITERS ? `\\${char}` : char));
    })
    .join('\n');
}
