import { SLOT_PATTERN } from '../../contract/slots';
import { findHashtags } from './hashtags';

/**
 * How a brand voice's rules read a text (docs/product/voices.md): its avoided phrases as whole words
 * in any case, outside fill-in slots and inside hashtags' words; its emoji and hashtags counted. The
 * fidelity check (kinds/voice-check.ts), the offline voice pass (ai/offline/apply-voice.ts) and the
 * humanizer's "In my voice" mode (kinds/humanized/voice-passes.ts) share it.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_START = '(?<![\\p{L}\\p{N}_])';
const WORD_END = '(?![\\p{L}\\p{N}_])';

/**
 * An avoided word or phrase as a pattern: case-insensitive, whole words only (letters and digits on
 * either side do not count as a match), any run of spaces or hyphens between its words ("game changer"
 * also finds "game-changer"), and a curly apostrophe for a straight one.
 */
export function avoidPattern(phrase: string, flags = 'giu'): RegExp | null {
  const body = avoidBody(phrase);
  return body === null ? null : new RegExp(`${WORD_START}${body}${WORD_END}`, flags);
}

/** The words of an avoided phrase as a pattern's source, without the whole-word edges; null for a blank phrase. */
export function avoidBody(phrase: string): string | null {
  const words = phrase
    .trim()
    .split(/[\s\-‐–]+/u)
    .filter(Boolean)
    .map((w) => escape(w).replace(/['’]/g, "['’]"));
  return words.length === 0 ? null : words.join('[\\s\\-‐]+');
}

/**
 * Any of the avoided phrases, read as `avoidPattern` reads each one, in one pattern: the longest first,
 * so that "deep dive" is found whole rather than as "dive". For a pass that edits the matches in place.
 */
export function anyAvoidedPattern(avoid: readonly string[], flags = 'giu'): RegExp | null {
  const phrases = [...avoid].map((p) => p.trim()).sort((a, b) => b.length - a.length);
  const bodies = [...new Set(phrases.map(avoidBody).filter((body): body is string => body !== null))];
  return bodies.length === 0 ? null : new RegExp(`${WORD_START}(?:${bodies.join('|')})${WORD_END}`, flags);
}

/** The avoided phrase (as the voice spells it) that `found`, a match of `anyAvoidedPattern`, is. */
export function avoidedPhraseOf(found: string, avoid: readonly string[]): string | undefined {
  return avoid.find((phrase) => {
    const body = avoidBody(phrase);
    return body !== null && new RegExp(`^(?:${body})$`, 'iu').test(found);
  });
}

/** Slot spans (`[Label: hint]`): the creator replaces them, so the voice rules do not read them. */
export function slotSpans(text: string): Array<[number, number]> {
  return [...text.matchAll(new RegExp(SLOT_PATTERN.source, SLOT_PATTERN.flags))].map((m) => [m.index, m.index + m[0].length]);
}

/** A hashtag's words ("#ConsistencyTips" → "Consistency Tips"), to hold it to the avoid-list. */
export function hashtagWords(tag: string): string {
  return tag
    .replace(/^#/, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/_/g, ' ');
}

/** The avoided phrases a text uses (outside fill-in slots, and in its hashtags' words), each once, as the voice spells them. */
export function findAvoided(text: string, avoid: readonly string[]): string[] {
  const tags = findHashtags(text);
  if (tags.length > 0) text = `${text}\n${tags.map(hashtagWords).join('\n')}`;
  const slots = slotSpans(text);
  const inSlot = (at: number) => slots.some(([from, to]) => at >= from && at < to);
  const found: string[] = [];
  for (const phrase of avoid) {
    const pattern = avoidPattern(phrase);
    if (!pattern) continue;
    for (const m of text.matchAll(pattern)) {
      if (inSlot(m.index)) continue;
      found.push(phrase.trim());
      break;
    }
  }
  return found;
}

/**
 * Pictographic emoji (not ©, ® or ™, which are marks a text may need) and flags (a pair of regional
 * indicators), with their modifiers, joiners and tag sequences.
 */
export const EMOJI_PATTERN =
  /(?:(?![©®™])\p{Extended_Pictographic}|\p{Regional_Indicator}{1,2})(?:\u200d\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}])*/gu;

export function countEmoji(text: string): number {
  return [...text.matchAll(EMOJI_PATTERN)].length;
}

export function countHashtags(text: string): number {
  return findHashtags(text).length;
}


/** The text without its fill-in slots (the creator replaces them): what the emoji and hashtag habits read. */
export function withoutSlots(text: string): string {
  return text.replace(new RegExp(SLOT_PATTERN.source, SLOT_PATTERN.flags), '');
}
