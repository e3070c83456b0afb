import type { VideoScriptRequest } from '../../../contract/content';
import type { DraftKind } from '../../ai/draft-kind';
import { audienceLine } from '../../ai/prompts/editor-system';
import { readDraft } from '../../text/read-draft';
import { findChaptersLine, findTimeMarks } from '../../text/time-marks';
import { KIND } from './kind';

/** The opening hook of a script: its lines under the hook's heading, as written. */
export interface ScriptHook {
  /** The section's lines (cues and spoken words), without its heading, trimmed. */
  text: string;
  /** The first and past-the-last line of the text (0-based, in the script's lines): where a new hook goes. */
  fromLine: number;
  toLine: number;
}

const HOOK_LABEL = /\bhook\b/i;

/**
 * A script's hook, as its drafts mark it (the check asks every script for one): the section whose time
 * mark is labelled "Hook", or else the one at [0:00]; its lines run to the next mark (or the chapter
 * list, or the end). Null when the script has neither, or the section is empty.
 */
export function findHook(script: string): ScriptHook | null {
  const lines = readDraft(script).lines;
  const marks = findTimeMarks(lines);
  const mark = marks.find((m) => HOOK_LABEL.test(m.label)) ?? marks.find((m) => m.seconds === 0);
  if (!mark) return null;
  const next = marks[marks.indexOf(mark) + 1];
  const chapters = findChaptersLine(lines);
  const source = script.split('\n');
  const fromLine = (lines[mark.line]?.sourceLine ?? 0) + 1;
  const endLine = next ? lines[next.line]?.sourceLine : chapters > mark.line ? lines[chapters]?.sourceLine : undefined;
  const toLine = endLine ?? source.length;
  const text = source.slice(fromLine, toLine).join('\n').trim();
  return text ? { text, fromLine, toLine } : null;
}

const HOOK_MAX_WORDS = 80;
const VERTICAL_CUE = /\[\s*on[-\s]?screen(?:\s+text)?\s*:/i;

function hookPrompt(request: VideoScriptRequest): string {
  const vertical = request.platform !== 'youtube';
  return [
    `Write the opening HOOK of a ${request.platform} video script about: ${request.topic}`,
    `Tone: ${request.tone}.`,
    audienceLine(request.target_audience),
    vertical
      ? 'The hook is the first second or two of a vertical 9:16 video: start with one line written exactly as [ON-SCREEN TEXT: …], then the spoken lines.'
      : 'The hook is the first few seconds of a YouTube video: start with one visual direction in parentheses, e.g. (VISUAL: …), then the spoken lines.',
    `It must make the viewer stay: a surprising claim, a question or a promise, in at most ${HOOK_MAX_WORDS} words.`,
    'Answer with the hook section\'s lines only: no title, no heading, no time mark, nothing after the hook.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** What a hook a model wrote gets wrong, each an instruction it can act on. */
export function checkHook(request: VideoScriptRequest, text: string): string[] {
  const problems: string[] = [];
  const lines = readDraft(text);
  if (lines.words === 0) return ['Write the hook: its spoken lines are missing.'];
  if (findTimeMarks(lines.lines).length > 0 || lines.lines.some((line) => line.kind === 'heading')) {
    problems.push('Answer with the hook\'s lines only: leave out headings and time marks.');
  }
  if (lines.words > HOOK_MAX_WORDS + 20) problems.push(`Keep the hook to at most ${HOOK_MAX_WORDS} words; it has ${lines.words}.`);
  if (request.platform !== 'youtube' && !VERTICAL_CUE.test(text)) problems.push('Start with the on-screen text cue written exactly as [ON-SCREEN TEXT: …].');
  return problems;
}

/** A video script's hook written on its own by a model (variations of the hook): its brief, check and budget. */
export const videoHookKind: DraftKind<'video_script'> = {
  contract: KIND,
  prompt: ({ request }) => hookPrompt(request),
  check: ({ request }, text) => checkHook(request, text),
  maxOutputTokens: () => 400,
};
