/**
 * The parts of a line of Markdown the humanizer never edits: code, links and URLs, bold labels and
 * cues, time marks, hashtags, @mentions and numbers. An edit that overlaps one of them is skipped.
 */
const PROTECTED = [
  /`[^`]*`/g,
  /!?\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\])/g,
  /<[^>\s][^>]*>/g,
  /\b(?:https?:\/\/|www\.)[^\s)\]>]+/gi,
  /\*\*[^*]+\*\*|__[^_]+__/g,
  /\[\s*\d{1,2}:\d{2}[^\]]*\]/g,
  /\([A-Z][A-Z /-]*:[^)]*\)/g,
  /(?<![\p{L}\p{N}_&/#])#[\p{L}\p{N}_]+/gu,
  /(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_.]+/gu,
  /\d[\d.,:]*/g,
];

export interface Span {
  start: number;
  end: number;
}

export function findProtectedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of PROTECTED) {
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

export function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && end > span.start);
}
