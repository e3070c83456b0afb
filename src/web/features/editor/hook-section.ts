import { readDraftLines, type DraftLine } from './draft-lines';

const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;
/** A section line of a script, as read: "[0:00] Hook", "[00:00-00:15] HOOK" (src/server/kinds/video-script: "## [0:00] Hook"). */
const MARK_LINE = new RegExp(String.raw`^\[\s*(${CLOCK})(?:\s*[-–—]\s*${CLOCK})?\s*\]\s*(.*)$`);
const HOOK_WORD = /\bhook\b/i;

/** The hook section: its heading line, and where its body starts and ends (up to the next section). */
export type HookSection = { heading: DraftLine; bodyFrom: number; bodyTo: number };

type Mark = { index: number; start: boolean; label: string };

function markOf(line: DraftLine, index: number): Mark | null {
  if (line.code) return null;
  const match = MARK_LINE.exec(line.text);
  if (!match) return null;
  return { index, start: /^0{1,2}:00(?::00)?$/.test(match[1] ?? ''), label: match[2] ?? '' };
}

function marksOf(lines: readonly DraftLine[]): Mark[] {
  return lines.flatMap((line, index) => markOf(line, index) ?? []);
}

/** A section line: a time mark, or a Markdown heading of the hook's level or above. */
function endsSection(line: DraftLine, index: number, hook: DraftLine): boolean {
  if (markOf(line, index)) return true;
  return line.depth !== null && (hook.depth === null || line.depth <= hook.depth);
}

/**
 * Where a script's hook is, as the server finds it for variations (src/server/kinds/video-script/hook.ts):
 * the section whose time mark is labelled "Hook", else the one at [0:00]; in a script without time
 * marks, a heading "Hook". Its text runs to the next section. Null when there is none.
 */
export function findHookSection(script: string): HookSection | null {
  const lines = readDraftLines(script);
  const marks = marksOf(lines);
  const mark = marks.find((m) => HOOK_WORD.test(m.label)) ?? marks.find((m) => m.start);
  const start = mark ? mark.index : marks.length === 0 ? lines.findIndex((line) => line.depth !== null && /^hook\b/i.test(line.text)) : -1;
  if (start < 0) return null;
  const heading = lines[start]!;
  const next = lines.findIndex((line, index) => index > start && endsSection(line, index, heading));
  const bodyTo = next < 0 ? script.length : lines[next]!.from;
  return { heading, bodyFrom: Math.min(heading.to + 1, bodyTo), bodyTo };
}

/** The script opens with its hook, as the server's check asks: the section at [0:00] says "hook". */
export function opensWithHook(script: string): boolean {
  const lines = readDraftLines(script);
  const [first, second] = marksOf(lines);
  if (!first?.start) return false;
  const end = second ? lines[second.index]!.from : script.length;
  return HOOK_WORD.test(script.slice(lines[first.index]!.from, end));
}

/** The hook's text as written (without its heading line). */
export function hookText(script: string): string | null {
  const section = findHookSection(script);
  return section ? script.slice(section.bodyFrom, section.bodyTo).trim() : null;
}

/**
 * The script with its hook replaced by a chosen alternative; null when the script has no hook section
 * to replace. An alternative that comes with its own heading ("## [0:00] Hook") replaces the heading
 * too; otherwise the heading stays and only the text under it changes.
 */
export function replaceHook(script: string, hook: string): string | null {
  const section = findHookSection(script);
  if (!section) return null;
  const chosen = hook.trim();
  const [first] = readDraftLines(chosen);
  const withHeading = first !== undefined && (markOf(first, 0) !== null || (first.depth !== null && /^hook\b/i.test(first.text)));
  const before = withHeading ? script.slice(0, section.heading.from) : `${script.slice(0, section.heading.to)}\n`;
  const after = script.slice(section.bodyTo);
  return after ? `${before}${chosen}\n\n${after}` : `${before}${chosen}\n`;
}
