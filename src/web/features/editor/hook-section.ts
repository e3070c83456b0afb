import { readDraftLines, type DraftLine } from './draft-lines';

const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;
/** A section line of a script, as read: "[0:00] Hook", "[00:00-00:15] HOOK" (src/server/kinds/video-script: "## [0:00] Hook"). */
const MARK_LINE = new RegExp(String.raw`^\[\s*(${CLOCK})(?:\s*[-–—]\s*${CLOCK})?\s*\]\s*(.*)$`);
const HOOK_WORD = /\bhook\b/i;

/** The hook section: its heading line, and where its body starts and ends (up to the next section). */
export type HookSection = { heading: DraftLine; bodyFrom: number; bodyTo: number };

function markOf(line: DraftLine): { start: boolean; label: string } | null {
  if (line.code) return null;
  const match = MARK_LINE.exec(line.text);
  if (!match) return null;
  return { start: /^0{1,2}:00(?::00)?$/.test(match[1] ?? ''), label: match[2] ?? '' };
}

/** A section line: a time mark, or a Markdown heading. */
function endsSection(line: DraftLine, hook: DraftLine): boolean {
  if (markOf(line)) return true;
  return line.depth !== null && (hook.depth === null || line.depth <= hook.depth);
}

/**
 * Where a script's hook is: the section at [0:00] that is the hook (its heading or its text says so,
 * as the server's check asks), or a heading "Hook" in a script without time marks. Null when there is none.
 */
export function findHookSection(script: string): HookSection | null {
  const lines = readDraftLines(script);
  const firstMark = lines.findIndex((line) => markOf(line) !== null);
  let start = -1;
  if (firstMark >= 0) {
    if (markOf(lines[firstMark]!)?.start) start = firstMark;
  } else {
    start = lines.findIndex((line) => line.depth !== null && /^hook\b/i.test(line.text));
  }
  if (start < 0) return null;
  const heading = lines[start]!;
  const next = lines.findIndex((line, index) => index > start && endsSection(line, heading));
  const bodyTo = next < 0 ? script.length : lines[next]!.from;
  const bodyFrom = Math.min(heading.to + 1, script.length);
  const section = script.slice(heading.from, bodyTo);
  if (firstMark >= 0 && !HOOK_WORD.test(section)) return null;
  return { heading, bodyFrom, bodyTo };
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
  const withHeading = first !== undefined && (markOf(first) !== null || (first.depth !== null && /^hook\b/i.test(first.text)));
  const before = withHeading ? script.slice(0, section.heading.from) : `${script.slice(0, section.heading.to)}\n`;
  const after = script.slice(section.bodyTo);
  return after ? `${before}${chosen}\n\n${after}` : `${before}${chosen}\n`;
}
