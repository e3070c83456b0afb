import type { VoiceBrief } from '../../../contract/voices';
import type { HumanizeChange, HumanizeContentType } from './humanize-types';
import { HUMANIZER_DATA } from './humanizer-data';
import { LineEditor, type Edit } from './line-editor';
import { MODE_DATA } from './mode-data';

const FENCE = /^\s*(?:```|~~~)/;
/** Inline code, links' targets and URLs: never edited, even for a phrase the voice avoids. */
const KEPT = [/`[^`]*`/g, /\]\([^)]*\)/g, /\b(?:https?:\/\/|www\.)[^\s)\]>]+/gi];
/** An emoji with its modifiers and joined parts, and the blank before it. */
const EMOJI = /[ \t]?(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\u200D(?:\p{Extended_Pictographic})|\p{Emoji_Modifier}|\p{Regional_Indicator})*/gu;
/** Kinds that end with a sign-off: a newsletter and a post are signed, a script or a summary is not. */
const SIGNED: ReadonlySet<HumanizeContentType> = new Set<HumanizeContentType>(['newsletter', 'blog_post', 'social_media']);

const AVOID_WHY = 'Your brand voice avoids this.';
const EMOJI_WHY = 'Your brand voice uses no emoji.';
const SIGN_OFF_WHY = 'Your brand voice signs off this way.';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The plain words the data files give for a stock phrase, by phrase. */
const PLAIN = new Map<string, string>(
  [HUMANIZER_DATA.stock, HUMANIZER_DATA.hedges, MODE_DATA.simpler, MODE_DATA.shorter].flatMap((group) =>
    group.phrases.filter((swap) => swap.plain !== swap.stock).map((swap) => [swap.stock, swap.plain] as const),
  ),
);

function normalise(text: string): string {
  return text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
}

/** Matches any of the phrases as whole words, the longest first, ignoring case and either apostrophe. */
function avoidPattern(avoid: readonly string[]): RegExp | null {
  const phrases = [...new Set(avoid.map(normalise).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!phrases.length) return null;
  const alternation = phrases.map((p) => escapeRegExp(p).replace(/ /g, String.raw`\s+`).replace(/'/g, "['’]")).join('|');
  return new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${alternation})(?![\p{L}\p{N}_])`, 'giu');
}

function inKept(line: string, start: number, end: number): boolean {
  return KEPT.some((pattern) => [...line.matchAll(pattern)].some((m) => start < m.index + m[0].length && end > m.index));
}

/** What stands in for an avoided phrase: the data files' plain words for it (when the voice does not avoid those too), or nothing. */
function standIn(phrase: string, avoided: RegExp): string {
  const plain = PLAIN.get(normalise(phrase)) ?? '';
  avoided.lastIndex = 0;
  return plain && !avoided.test(plain) ? plain : '';
}

/** The edit dropping or replacing one avoided phrase, with the blanks and comma around a dropped one tidied. */
function avoidEdit(line: string, start: number, end: number, replacement: string): Edit {
  if (replacement) {
    const upper = line[start] !== line[start]!.toLowerCase();
    return { start, end, replacement: upper ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement, kind: 'voice', why: AVOID_WHY };
  }
  let from = start;
  let to = end;
  if (line[to] === ',') to++;
  while (to < line.length && /[ \t]/.test(line[to]!)) to++;
  const opensLine = /^\s*(?:[-*+>]\s+|\d+[.)]\s+)?$/.test(line.slice(0, from));
  const opensSentence = opensLine || /[.!?:]["”’)]*\s+$/.test(line.slice(0, from));
  if (!opensSentence) {
    while (from > 0 && /[ \t]/.test(line[from - 1]!)) from--;
    // "…, avoided." or "… avoided, next": keep one blank between the words on either side.
    if (to < line.length && /[\p{L}\p{N}]/u.test(line[to]!) && from > 0) return { start: from, end: to, replacement: ' ', kind: 'voice', why: AVOID_WHY };
    return { start: from, end: to, replacement: '', kind: 'voice', why: AVOID_WHY };
  }
  const next = line[to];
  const capital = next && /\p{Ll}/u.test(next) ? next.toUpperCase() : null;
  return capital ? { start: from, end: to + 1, replacement: capital, kind: 'voice', why: AVOID_WHY } : { start: from, end: to, replacement: '', kind: 'voice', why: AVOID_WHY };
}

function voiceLine(line: string, offset: number, voice: VoiceBrief, avoided: RegExp | null): LineEditor {
  const editor = new LineEditor(line, offset);
  // A replacement may spell another avoided phrase: a few rounds, each only removing or shortening.
  for (let round = 0; avoided && round < 4; round++) {
    const edits: Edit[] = [];
    for (const match of editor.text.matchAll(avoided)) {
      const start = match.index;
      const end = start + match[0].length;
      if (inKept(editor.text, start, end)) continue;
      edits.push(avoidEdit(editor.text, start, end, standIn(match[0], avoided)));
    }
    if (!edits.length) break;
    editor.apply(edits);
  }
  if (voice.emoji === 'none') {
    const edits = [...editor.text.matchAll(EMOJI)].map((m): Edit => ({ start: m.index, end: m.index + m[0].length, replacement: '', kind: 'voice', why: EMOJI_WHY }));
    editor.apply(edits);
  }
  return editor;
}

/**
 * A text in one of the creator's brand voices: every phrase the voice avoids replaced by plain words or
 * dropped (outside code and URLs), no emoji when the voice uses none, and its sign-off at the end of a
 * newsletter or post that does not already end with it. Runs after the other edits and their check,
 * so that nothing they keep brings an avoided phrase back.
 */
export function applyVoice(
  text: string,
  voice: VoiceBrief,
  contentType: HumanizeContentType,
  /** Whether a text still fits where it is posted (a social post's platform limit). */
  fits: (text: string) => boolean = () => true,
): { text: string; changes: HumanizeChange[] } {
  const avoided = avoidPattern(voice.avoid);
  const changes: HumanizeChange[] = [];
  let offset = 0;
  let inFence = false;
  const lines = text.split('\n').map((line) => {
    const start = offset;
    offset += line.length + 1;
    if (FENCE.test(line)) {
      inFence = !inFence;
      return line;
    }
    if (inFence || !/\S/.test(line)) return line;
    const editor = voiceLine(line, start, voice, avoided);
    changes.push(...editor.changes);
    return editor.text;
  });
  let out = lines.join('\n');
  const signOff = voice.sign_off.trim();
  const signed = `${out.trimEnd()}\n\n${signOff}`;
  if (signOff && SIGNED.has(contentType) && !normalise(out.slice(-signOff.length * 2)).includes(normalise(signOff)) && fits(signed)) {
    changes.push({ kind: 'voice', before: '', after: signOff, at: text.length, why: SIGN_OFF_WHY });
    out = signed;
  }
  return { text: out, changes };
}

/** Whether the text still holds a phrase the voice avoids (outside code and URLs). */
export function findAvoided(text: string, voice: Pick<VoiceBrief, 'avoid'>): string[] {
  const avoided = avoidPattern(voice.avoid);
  if (!avoided) return [];
  return text.split('\n').flatMap((line) => [...line.matchAll(avoided)].filter((m) => !inKept(line, m.index, m.index + m[0].length)).map((m) => m[0]));
}
