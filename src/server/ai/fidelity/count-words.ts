/**
 * Markdown reduced to the words a reader sees: link targets, heading hashes, list and quote markers,
 * emphasis and inline HTML go; the text stays.
 */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/^\s*(?:```|~~~).*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<(?:https?:\/\/|mailto:)[^>\s]+>/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/[ \t]+#+[ \t]*$/gm, '')
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .replace(/^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]+/gm, '')
    .replace(/[*~`]+/g, '')
    .replace(/(^|[\s(])_{1,2}(?=\S)|(?<=\S)_{1,2}(?=[\s).,;:!?]|$)/gm, '$1');
}

/** Whitespace-separated tokens holding at least one letter or digit, once the Markdown is stripped. */
export function countWords(markdown: string): number {
  let count = 0;
  for (const token of stripMarkdown(markdown).split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count++;
  }
  return count;
}
