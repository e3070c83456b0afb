import { DURATION_RANGES, type VideoScriptRequest } from '../../../contract/content';
import { findChapters, findChaptersLine, findTimeMarks, formatClock, type TimeMark } from '../../text/time-marks';
import { readDraft, type DraftLine } from '../../text/read-draft';

const ON_SCREEN_CUE = /\[\s*on[-\s]?screen(?:\s+text)?\s*:/i;
/** YouTube only turns a timestamp list into chapters with three or more, each at least 10 s long. */
const MIN_CHAPTERS = 3;
const MIN_CHAPTER_SECONDS = 10;

function isEndMark(mark: TimeMark): boolean {
  return /^(?:the\s+)?end\b/i.test(mark.label) || /^(?:video|script)\s+ends?\b/i.test(mark.label);
}

function describeMark(mark: TimeMark): string {
  return `[${formatClock(mark.seconds)}]${mark.label ? ` ${mark.label}` : ''}`;
}

/** Each section's lines: from its mark to the next mark (or the chapter list, or the end). */
function sectionText(lines: readonly DraftLine[], marks: readonly TimeMark[], index: number): string {
  const mark = marks[index];
  if (!mark) return '';
  const chapters = findChaptersLine(lines);
  const next = marks[index + 1]?.line ?? (chapters > mark.line ? chapters : lines.length);
  return lines
    .slice(mark.line, next)
    .map((line) => line.text)
    .join('\n');
}

function checkMarks(request: VideoScriptRequest, lines: readonly DraftLine[], marks: readonly TimeMark[]): string[] {
  const range = DURATION_RANGES[request.duration];
  const window = `between ${formatClock(range.min)} and ${formatClock(range.max)}`;
  const problems: string[] = [];
  const [first] = marks;
  if (!first) {
    return [
      `Start every section heading line with its time mark in square brackets (for example "## [0:00] HOOK"), and finish with a final "[m:ss] End" line giving the total runtime, ${window}.`,
    ];
  }
  if (first.seconds !== 0) problems.push(`The first section must start at [0:00]; it starts at [${formatClock(first.seconds)}].`);
  if (!/hook/i.test(sectionText(lines, marks, 0))) problems.push('Open with a HOOK section at [0:00] that grabs attention in the first seconds.');
  const disorder = marks.slice(1).filter((mark, i) => mark.seconds <= (marks[i]?.seconds ?? -1));
  for (const mark of disorder.slice(0, 3)) {
    const before = marks[marks.indexOf(mark) - 1];
    if (before) problems.push(`Time marks must increase through the script: ${describeMark(mark)} comes after ${describeMark(before)}.`);
  }
  const end = marks.filter(isEndMark).at(-1);
  if (!end) {
    problems.push(`Finish the script with a final "[m:ss] End" line giving the total runtime, ${window}.`);
  } else {
    if (end !== marks.at(-1)) problems.push('Put the "[m:ss] End" mark after the last section.');
    if (end.seconds < range.min || end.seconds > range.max) {
      problems.push(
        `The script runs ${formatClock(end.seconds)} (its End mark); a ${request.duration} video must run ${window}. Re-time the sections so the End mark falls in that range.`,
      );
    }
  }
  return problems;
}

function checkChapters(lines: readonly DraftLine[], marks: readonly TimeMark[]): string[] {
  const chapters = findChapters(lines);
  if (!chapters || chapters.length === 0) {
    return ['Add a "Chapters" list at the end with one "m:ss Title" line per section, the first at 0:00, matching the section time marks.'];
  }
  const problems: string[] = [];
  if (chapters[0]?.seconds !== 0) problems.push('The first chapter must start at 0:00.');
  if (chapters.length < MIN_CHAPTERS) problems.push(`List at least ${MIN_CHAPTERS} chapters; YouTube ignores shorter chapter lists.`);
  chapters.forEach((chapter, i) => {
    const before = chapters[i - 1];
    if (before && chapter.seconds - before.seconds < MIN_CHAPTER_SECONDS) {
      problems.push(`Chapters must be in order and at least ${MIN_CHAPTER_SECONDS} seconds apart: ${formatClock(chapter.seconds)} comes too soon after ${formatClock(before.seconds)}.`);
    }
  });
  const sectionTimes = new Set(marks.filter((m) => !isEndMark(m)).map((m) => m.seconds));
  const strays = chapters.filter((c) => !sectionTimes.has(c.seconds));
  if (marks.length > 0 && strays.length > 0) {
    problems.push(`Chapter times must match the section time marks; ${strays.map((c) => `${formatClock(c.seconds)} ${c.title}`).join(', ')} matches no section.`);
  }
  return problems;
}

function checkOnScreenCues(lines: readonly DraftLine[], marks: readonly TimeMark[]): string[] {
  const missing = marks.filter((mark, i) => !isEndMark(mark) && !ON_SCREEN_CUE.test(sectionText(lines, marks, i)));
  if (missing.length === 0) return [];
  return [`Add an [ON-SCREEN TEXT: …] cue to every section; these have none: ${missing.map(describeMark).join(', ')}.`];
}

export function checkVideoScript(request: VideoScriptRequest, text: string): string[] {
  const { lines } = readDraft(text);
  const marks = findTimeMarks(lines);
  const problems = checkMarks(request, lines, marks);
  if (request.platform === 'youtube') problems.push(...checkChapters(lines, marks));
  else if (marks.length > 0) problems.push(...checkOnScreenCues(lines, marks));
  else problems.push('Add an [ON-SCREEN TEXT: …] cue to every section.');
  return problems;
}
