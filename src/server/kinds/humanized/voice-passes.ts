import type { VoiceBrief } from '../../../contract/voices';
import { article, matchCase, replacementFor } from '../../ai/offline/apply-voice';
import { findHashtags } from '../../text/hashtags';
import { anyAvoidedPattern, avoidedPhraseOf, EMOJI_PATTERN, findAvoided as findAvoidedPhrases, hashtagWords, slotSpans } from '../../text/voice-phrases';
import { voiceSynonyms } from '../voice/synonyms';
import type { HumanizeChange, HumanizeContentType } from './humanize-types';
import { HUMANIZER_DATA } from './humanizer-data';
import { LineEditor, type Edit } from './line-editor';
import { MODE_DATA } from './mode-data';

/*
 * What counts as an avoided phrase or an emoji is the shared reading of a voice's rules
 * (text/voice-phrases.ts, docs/product/voices.md): hyphens and spaces alike, hashtags read by their
 * words, fill-in slots never read, ©®™ not emoji. What this pass adds is the humanizer's: code, link
 * targets and URLs are never edited, each edit is a change with its reason, and the sign-off.
 */

const FENCE = /^\s*(?:```|~~~)/;
/** Inline code, links' targets and URLs: never edited, even for a phrase the voice avoids. */
const KEPT = [/`[^`]*`/g, /\]\([^)]*\)/g, /\b(?:https?:\/\/|www\.)[^\s)\]>]+/gi];
/** An emoji as the voice rules count one, and the blank before it. */
const EMOJI = new RegExp(`[ \\t]?(?:${EMOJI_PATTERN.source})`, 'gu');
/** Kinds that end with a sign-off: a newsletter and a post are signed, a script or a summary is not. */
const SIGNED: ReadonlySet<HumanizeContentType> = new Set<HumanizeContentType>(['newsletter', 'blog_post', 'social_media']);

const AVOID_WHY = 'Your brand voice avoids this.';
const EMOJI_WHY = 'Your brand voice uses no emoji.';
const SIGN_OFF_WHY = 'Your brand voice signs off this way.';

/** The plain words the data files give for a stock phrase, by phrase. */
const PLAIN = new Map<string, string>(
  [HUMANIZER_DATA.stock, HUMANIZER_DATA.hedges, MODE_DATA.simpler, MODE_DATA.shorter].flatMap((group) =>
    group.phrases.filter((swap) => swap.plain !== swap.stock).map((swap) => [swap.stock, swap.plain] as const),
  ),
);

function normalise(text: string): string {
  return text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
}

type Span = [start: number, end: number];

const overlaps = (spans: readonly Span[], start: number, end: number) => spans.some(([from, to]) => start < to && end > from);

/** The spans of a line this pass never edits: code, link targets, URLs and fill-in slots. */
function keptSpans(line: string): Span[] {
  return [...KEPT.flatMap((pattern) => [...line.matchAll(pattern)].map((m): Span => [m.index, m.index + m[0].length])), ...slotSpans(line)];
}

/** Where each hashtag of a line stands, as the voice rules find them. */
function hashtagSpans(line: string): Array<{ tag: string; span: Span }> {
  let from = 0;
  return findHashtags(line).flatMap((tag) => {
    // The tag as it stands alone: not a `#word` the platforms do not link (after a letter, & or /), nor the start of a longer tag.
    const alone = (at: number) => !/[\p{L}\p{N}_&/#]/u.test(line[at - 1] ?? ' ') && !/[\p{L}\p{N}_]/u.test(line[at + tag.length] ?? ' ');
    let at = line.indexOf(tag, from);
    while (at >= 0 && !alone(at)) at = line.indexOf(tag, at + 1);
    if (at < 0) return [];
    from = at + tag.length;
    return [{ tag, span: [at, from] as Span }];
  });
}

/** The same phrase spelt with spaces or with hyphens: how the data files may key it. */
function spellings(phrase: string): string[] {
  const key = normalise(phrase);
  return [...new Set([key, key.replace(/[\s\-‐]+/g, ' '), key.replace(/[\s\-‐]+/g, '-')])];
}

/**
 * What stands in for an avoided phrase, chosen as the offline engine's voice pass chooses
 * (kinds/voice/data/synonyms.yaml, a preferred replacement first, '' for a filler), else the humanizer's
 * own plain words for it when the voice does not avoid those too, else nothing.
 */
function standIn(found: string, voice: VoiceBrief): string {
  const keys = spellings(avoidedPhraseOf(found, voice.avoid) ?? found);
  const table = voiceSynonyms();
  for (const key of keys) {
    const replacement = replacementFor(key, voice, table);
    if (replacement !== null) return replacement;
  }
  const plain = keys.map((key) => PLAIN.get(key)).find(Boolean) ?? '';
  return plain && findAvoidedPhrases(plain, voice.avoid).length === 0 ? plain : '';
}

/** An "a"/"an" right before `start`, as [where it starts, the article]. */
function articleBefore(line: string, start: number): [number, string] | null {
  const m = /(?<![\p{L}\p{N}_'’])(an?)[ \t]+$/iu.exec(line.slice(0, start));
  return m ? [m.index, m[1]!] : null;
}

/** The edit dropping or replacing one avoided phrase, with the blanks and comma around a dropped one tidied. */
function avoidEdit(line: string, start: number, end: number, replacement: string): Edit {
  if (replacement) {
    const found = line.slice(start, end).replace(/^#/, '');
    const words = matchCase(found, found.includes('’') ? replacement.replace(/'/g, '’') : replacement);
    // "an amazing idea" → "a great idea": the article before agrees with the new word.
    const before = articleBefore(line, start);
    if (before && article(words, before[1]) !== before[1]) {
      return { start: before[0], end, replacement: `${article(words, before[1])}${line.slice(before[0] + before[1].length, start)}${words}`, kind: 'voice', why: AVOID_WHY };
    }
    return { start, end, replacement: words, kind: 'voice', why: AVOID_WHY };
  }
  let from = start;
  let to = end;
  if (line[to] === ',') to++;
  while (to < line.length && /[ \t]/.test(line[to]!)) to++;
  const opensLine = /^\s*(?:[-*+>]\s+|\d+[.)]\s+)?$/.test(line.slice(0, from));
  const opensSentence = opensLine || /[.!?:]["”’)]*\s+$/.test(line.slice(0, from));
  if (!opensSentence) {
    while (from > 0 && /[ \t]/.test(line[from - 1]!)) from--;
    // "an amazing tool" → "a tool": the article before agrees with the word now after it.
    const before = articleBefore(line, start);
    const nextWord = /^\p{L}[\p{L}'’-]*/u.exec(line.slice(to))?.[0];
    if (before && nextWord && article(nextWord, before[1]) !== before[1]) {
      return { start: before[0], end: to, replacement: `${article(nextWord, before[1])} `, kind: 'voice', why: AVOID_WHY };
    }
    // "…, avoided." or "… avoided, next": keep one blank between the words on either side.
    if (to < line.length && /[\p{L}\p{N}]/u.test(line[to]!) && from > 0) return { start: from, end: to, replacement: ' ', kind: 'voice', why: AVOID_WHY };
    return { start: from, end: to, replacement: '', kind: 'voice', why: AVOID_WHY };
  }
  const next = line[to];
  const capital = next && /\p{Ll}/u.test(next) ? next.toUpperCase() : null;
  return capital ? { start: from, end: to + 1, replacement: capital, kind: 'voice', why: AVOID_WHY } : { start: from, end: to, replacement: '', kind: 'voice', why: AVOID_WHY };
}

/** A hashtag whose words hold an avoided phrase ("#GameChanger"), gone with the blank before it (after it, opening a line). */
function dropAvoidedHashtags(editor: LineEditor, voice: VoiceBrief): void {
  const line = editor.text;
  const kept = keptSpans(line);
  const edits = hashtagSpans(line)
    .filter(({ tag, span }) => !overlaps(kept, ...span) && findAvoidedPhrases(hashtagWords(tag), voice.avoid).length > 0)
    .map(({ span: [start, end] }): Edit => {
      const opens = !/\S/.test(line.slice(0, start));
      const from = opens ? start : start - (/[ \t]/.test(line[start - 1] ?? '') ? 1 : 0);
      const to = opens ? end + (/[ \t]/.test(line[end] ?? '') ? 1 : 0) : end;
      return { start: from, end: to, replacement: '', kind: 'voice', why: AVOID_WHY };
    });
  editor.apply(edits);
}

function voiceLine(line: string, offset: number, voice: VoiceBrief, avoided: RegExp | null): LineEditor {
  const editor = new LineEditor(line, offset);
  if (avoided) dropAvoidedHashtags(editor, voice);
  // A replacement may spell another avoided phrase: a few rounds, each only removing or shortening.
  for (let round = 0; avoided && round < 4; round++) {
    const kept = keptSpans(editor.text);
    const tags = hashtagSpans(editor.text).map(({ span }) => span);
    const edits: Edit[] = [];
    for (const match of editor.text.matchAll(avoided)) {
      let start = match.index;
      let end = start + match[0].length;
      if (overlaps(kept, start, end)) continue;
      // Found across a hashtag's edge ("#Game-changer"): the phrase goes with the tag's mark.
      for (const [from, to] of tags) if (start < to && end > from) [start, end] = [Math.min(start, from), Math.max(end, to)];
      edits.push(avoidEdit(editor.text, start, end, standIn(match[0], voice)));
    }
    if (!edits.length) break;
    editor.apply(edits);
  }
  if (voice.emoji === 'none') {
    const kept = keptSpans(editor.text);
    const edits = [...editor.text.matchAll(EMOJI)]
      .filter((m) => !overlaps(kept, m.index, m.index + m[0].length))
      .map((m): Edit => ({ start: m.index, end: m.index + m[0].length, replacement: '', kind: 'voice', why: EMOJI_WHY }));
    editor.apply(edits);
  }
  return editor;
}

/**
 * A text in one of the creator's brand voices: every phrase the voice avoids replaced by plain words or
 * dropped (outside code, URLs and fill-in slots; a hashtag made of one goes), no emoji when the voice uses none, and its sign-off at the end of a
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
  const avoided = anyAvoidedPattern(voice.avoid);
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

/**
 * The phrases the voice avoids that a text still holds, read as the voice rules read them, except in
 * code, link targets and URLs (which the humanizer never edits).
 */
export function findAvoidedOutsideCode(text: string, voice: Pick<VoiceBrief, 'avoid'>): string[] {
  // Each kept span becomes a mark that is not a letter, so the words either side stay apart.
  let inFence = false;
  const readable = text
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) inFence = !inFence;
      return inFence || FENCE.test(line) ? '' : KEPT.reduce((out, pattern) => out.replace(pattern, '\uE000'), line);
    })
    .join('\n');
  return findAvoidedPhrases(readable, voice.avoid);
}
