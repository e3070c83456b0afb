import type { DraftLine } from './read-draft';

/** Seconds as a video time mark: m:ss (minutes unpadded, as YouTube chapters write them). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** "m:ss", "mm:ss" or "h:mm:ss" → seconds; null when the text is not a clock. */
export function parseClock(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  const seconds = Number(s);
  if (seconds >= 60) return null;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + seconds;
}

export interface TimeMark {
  seconds: number;
  /** The heading text after the mark, without Markdown decoration. */
  label: string;
  /** Index of the line in the draft's visible lines. */
  line: number;
}

const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;
/** A section line opening with [m:ss] (or a range [m:ss–m:ss]); headings, bold and list markers are gone once read. */
const MARK_LINE = new RegExp(String.raw`^\s*\[\s*(${CLOCK})(?:\s*[-–—]\s*${CLOCK})?\s*\]\s*(.*)$`);
/** "## Chapters", "**Chapters:**", "⏱️ YouTube chapters", "Timestamps": the line, stripped of decoration, is only that. */
const CHAPTERS_TITLE = /^(?:youtube\s+|video\s+)*(?:chapters|timestamps)(?:\s*(?:\/|&|and)\s*(?:chapters|timestamps))?$/i;
/** "0:00 Hook", "• [0:20] – Point": a chapter line as rendered (bullets that are not Markdown list markers stay). */
const CHAPTER_LINE = new RegExp(String.raw`^\s*(?:[-*•]\s*)?\[?(${CLOCK})\]?\s*(?:[-–—:|]\s*)?(\S.*)$`);

export function cleanLabel(text: string): string {
  return text
    .replace(/[*_`]+/g, '')
    .replace(/^[\s\-–—:|.]+/, '')
    .trim();
}

/**
 * Longest line that can be a chapter list's title with its decoration: the title itself is at most 36
 * characters. Longer lines are not tried: stripping the decoration from the end of a line is quadratic
 * in a run of marks or combining accents (39,000 of them took over a minute).
 */
const CHAPTERS_TITLE_MAX = 200;

/** The index of the line that opens the chapter list, or -1. */
export function findChaptersLine(lines: readonly DraftLine[]): number {
  return lines.findIndex(
    (line) =>
      line.kind !== 'code' &&
      line.text.length <= CHAPTERS_TITLE_MAX &&
      CHAPTERS_TITLE.test(line.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')),
  );
}

/** The script's section marks, in the order written; a chapter list at the end is not part of them. */
export function findTimeMarks(lines: readonly DraftLine[]): TimeMark[] {
  const chapters = findChaptersLine(lines);
  const end = chapters < 0 ? lines.length : chapters;
  const marks: TimeMark[] = [];
  for (let i = 0; i < end; i++) {
    const line = lines[i]!;
    const match = line.kind === 'code' ? null : MARK_LINE.exec(line.text);
    const seconds = match?.[1] ? parseClock(match[1]) : null;
    if (match && seconds !== null) marks.push({ seconds, label: cleanLabel(match[2] ?? ''), line: i });
  }
  return marks;
}

export interface Chapter {
  seconds: number;
  title: string;
}

/** The `m:ss Title` lines under the chapter heading, up to the next heading. */
export function findChapters(lines: readonly DraftLine[]): Chapter[] | null {
  const start = findChaptersLine(lines);
  if (start < 0) return null;
  const chapters: Chapter[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.kind === 'heading') break;
    const match = line.kind === 'code' ? null : CHAPTER_LINE.exec(line.text);
    const seconds = match?.[1] ? parseClock(match[1]) : null;
    if (match && seconds !== null) chapters.push({ seconds, title: cleanLabel(match[2] ?? '') });
  }
  return chapters;
}
