import type { ContentType } from '../../../contract/content';
import { postLength } from '../../../contract/post-length';
import { SLOT_PATTERN } from '../../../contract/slots';
import { SOCIAL_LIMITS, type SocialPlatform } from '../../../contract/social-limits';
import type { VoiceBrief } from '../../../contract/voices';
import { findHashtags } from '../../text/hashtags';
import { avoidPattern, EMOJI_PATTERN, findAvoided, hashtagWords } from '../../text/voice-phrases';

/**
 * The offline engine's voice pass (docs/product/voices.md#offline-engine), run on a composed draft:
 * never an avoided phrase (a neutral synonym where one exists, else the clause or sentence goes),
 * preferred phrases where they fit (in place of a word they can replace; a catchphrase as the opening
 * line of a social post or newsletter), the sign-off, and the emoji and hashtag habits. Fill-in slots
 * are never touched.
 */

/** Words the pass may replace (lower-case), each with its replacements, best first; '' drops the word. */
export type VoiceSynonyms = Readonly<Record<string, readonly string[]>>;

export interface VoiceTarget {
  type: ContentType;
  voice: VoiceBrief;
  request: object;
  variant?: number;
  /** The replacement table (kinds/voice/data/synonyms.yaml). */
  synonyms: VoiceSynonyms;
}

const SLOT_MARK = /\uE000(\d+)\uE001/g;
const HASHTAG_LINE = /^(?:[ \t]*#[\p{L}\p{N}_]+)+[ \t]*$/u;
const FREQUENT_EMOJI = ['✨', '🔥', '💡', '🚀', '🎯', '👇'];

/** Slots out of the way (private-use marks no pattern here matches), and the way back. */
function protectSlots(text: string): { text: string; restore: (t: string) => string } {
  const slots: string[] = [];
  const masked = text.replace(new RegExp(SLOT_PATTERN.source, SLOT_PATTERN.flags), (slot) => `\uE000${slots.push(slot) - 1}\uE001`);
  return { text: masked, restore: (t) => t.replace(SLOT_MARK, (_, i: string) => slots[Number(i)] ?? '') };
}

/** The replacement in the case of the words it replaces (Title, UPPER or as written). */
export function matchCase(found: string, replacement: string): string {
  if (!replacement) return replacement;
  if (found.length > 1 && found === found.toUpperCase() && /\p{L}/u.test(found)) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(found)) {
    const titled = found.split(/[\s-]+/).every((w) => /^\p{Lu}/u.test(w)) && /[\s-]/.test(found);
    return titled ? replacement.replace(/(^|[\s-])(\p{Ll})/gu, (_, b: string, c: string) => b + c.toUpperCase()) : replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/** "a" or "an" before a word, by its sound as far as spelling tells (an hour, a user), in the case of `like`. */
export function article(word: string, like: string): string {
  const vowel = /^(?:[aeio]|u(?![ns][aeiou]|ni|se|sa|ti|r[aeiou])|hour|honest|heir)/i.test(word);
  const a = vowel ? 'an' : 'a';
  return matchCase(like, a);
}

/**
 * The first replacement of a word the voice does not avoid, a preferred one first; '' drops the word;
 * null: none fits. The humanizer's voice mode (kinds/humanized/voice-passes.ts) chooses the same way.
 */
export function replacementFor(key: string, voice: VoiceBrief, table: VoiceSynonyms): string | null {
  const candidates = table[key];
  if (!candidates) return null;
  const usable = candidates.filter((c) => c === '' || findAvoided(c, voice.avoid).length === 0);
  const preferred = usable.find((c) => voice.prefer.some((p) => p.trim().toLowerCase() === c));
  return preferred ?? usable[0] ?? null;
}

/** Replaces each match of `pattern` with `replacement`, keeping case, fixing the article before it and tidying a dropped word. */
function replaceAll(text: string, pattern: RegExp, replacement: string, limit = Infinity): string {
  let done = 0;
  return text.replace(pattern, (found: string, ...rest: unknown[]) => {
    if (done >= limit) return found;
    done += 1;
    const at = rest.find((r) => typeof r === 'number') as number;
    const before = text.slice(Math.max(0, at - 2), at);
    const sentenceStart = at === 0 || /(?:^|[.!?:\n]\s*|^\s*)$/.test(text.slice(Math.max(0, at - 3), at)) || before.endsWith('\n');
    const next = matchCase(found, replacement);
    if (next === '' && sentenceStart) return '\uE002';
    // Marked, so that only the article before a word this pass wrote is made to agree with it.
    return next ? `\uE004${next}` : '\uE003';
  });
}

/** What dropping a word left behind: its space, a comma after a dropped opener, the capital of the next word. */
function tidyDropped(text: string): string {
  return text
    .replace(/\uE002,?[ \t]*(\p{Ll})?/gu, (_, c?: string) => (c ? c.toUpperCase() : ''))
    .replace(/[ \t]*\uE003(?=[ \t]*[,.;:!?)])/g, '')
    .replace(/[ \t]?\uE003/g, '');
}

/** An article agrees with a word this pass put after it ("a easy" → "an easy"); the marks go. */
function fixArticles(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}'’-])(a|an|A|An)( +)\uE004([\p{L}][\p{L}'’-]*)/gu, (whole, a: string, space: string, word: string) => {
      if (/^[A-Z]{2,}/.test(word)) return whole;
      return `${article(word, a)}${space}${word}`;
    })
    .replace(/\uE004/g, '');
}

/** The sentence (or clause) holding an avoided phrase, gone: the offline draft never uses one. */
function dropAround(text: string, pattern: RegExp): string {
  const lines = text.split('\n');
  return lines
    .map((line) => {
      pattern.lastIndex = 0;
      if (!pattern.test(line)) return line;
      pattern.lastIndex = 0;
      const lead = /^(\s*(?:[-*→•]|\d+[.)]|#{1,6})\s+|\s*\*\*[^*]+\*\*\s+)?/.exec(line)?.[0] ?? '';
      const body = line.slice(lead.length);
      const sentences = body.split(/(?<=[.!?])\s+/);
      const kept = sentences
        .map((sentence) => {
          pattern.lastIndex = 0;
          if (!pattern.test(sentence)) return sentence;
          // A sentence holding a fill-in slot stays: only the words go.
          if (sentence.includes('\uE000')) return sentence.replace(pattern, '');
          // A clause between commas goes when the sentence has others; else the whole sentence.
          const clauses = sentence.split(/,\s+/);
          if (clauses.length > 2) {
            const left = clauses.filter((c) => {
              pattern.lastIndex = 0;
              return !pattern.test(c);
            });
            if (left.length >= 2 && left.length < clauses.length) {
              const joined = left.join(', ');
              return /[.!?]$/.test(joined) ? joined : `${joined}${/[.!?]$/.exec(sentence)?.[0] ?? ''}`;
            }
          }
          return '';
        })
        .filter(Boolean)
        .join(' ');
      if (kept) return lead + kept;
      // A heading or a label line keeps its place: only the words go.
      if (/^#{1,6}\s/.test(lead) || /\*\*/.test(lead)) return (lead + body.replace(pattern, '')).replace(/ {2,}/g, ' ').trimEnd();
      return null;
    })
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** No avoided phrase: each one replaced by its synonym, or its clause, sentence or line dropped. */
function removeAvoided(text: string, voice: VoiceBrief, table: VoiceSynonyms): string {
  let out = text;
  // Longer phrases first, so "deep dive" goes before "dive".
  const phrases = [...voice.avoid].map((p) => p.trim()).filter(Boolean).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    const pattern = avoidPattern(phrase);
    if (!pattern || !pattern.test(out)) continue;
    const replacement = replacementFor(phrase.toLowerCase().replace(/\s+/g, ' '), voice, table);
    if (replacement !== null) out = tidyDropped(replaceAll(out, avoidPattern(phrase)!, replacement));
    if (findAvoided(out, [phrase]).length > 0) out = dropAround(out, avoidPattern(phrase)!);
  }
  return out;
}

/** A preferred word in place of one it can replace, once: "straightforward" for "simple". */
function usePreferredWords(text: string, voice: VoiceBrief, table: VoiceSynonyms): string {
  let out = text;
  for (const preferred of voice.prefer) {
    const want = preferred.trim().toLowerCase();
    if (!want || findAvoided(want, voice.avoid).length > 0) continue;
    if (avoidPattern(want)!.test(out)) continue;
    const word = Object.keys(table).find((key) => table[key]![0] !== '' && table[key]!.includes(want) && avoidPattern(key)!.test(out));
    if (word) out = replaceAll(out, avoidPattern(word)!, want, 1);
  }
  return out;
}

/** A preferred phrase that can open a post on its own line ("Here's the thing"), if the voice has one. */
function catchphrase(voice: VoiceBrief, table: VoiceSynonyms): string | null {
  const phrase = voice.prefer.find((p) => {
    const words = p.trim().split(/\s+/);
    return words.length >= 2 && words.length <= 8 && !table[p.trim().toLowerCase()] && findAvoided(p, voice.avoid).length === 0 && !/[\uE000-\uE003]/.test(p);
  });
  if (!phrase) return null;
  const line = phrase.trim().charAt(0).toUpperCase() + phrase.trim().slice(1);
  return /[.!?:…]$/.test(line) ? line : `${line}.`;
}

const isHashtagLine = (line: string) => HASHTAG_LINE.test(line);

/** The social post's opening line in the voice: its catchphrase above the hook. */
function openSocial(text: string, line: string): string {
  return `${line}\n\n${text}`;
}

/** The newsletter's catchphrase as the first line after the greeting (or of the body). */
function openNewsletter(text: string, line: string): string {
  const lines = text.split('\n');
  const greeting = lines.findIndex((l) => /^(?:hello|hi|hey|dear|good (?:morning|afternoon|evening))\b.*,$/i.test(l.trim()));
  if (greeting < 0) return text;
  lines.splice(greeting + 1, 0, '', line);
  return lines.join('\n');
}

/** The sign-off: a newsletter's before its P.S., a blog post's at the end, a social post's before its hashtags. */
function addSignOff(text: string, type: ContentType, signOff: string): string {
  const sign = signOff.trim();
  if (!sign || type === 'video_script' || text.includes(sign)) return text;
  const lines = text.replace(/\s+$/, '').split('\n');
  if (type === 'social_media') {
    let end = lines.length;
    while (end > 0 && (isHashtagLine(lines[end - 1]!) || !lines[end - 1]!.trim())) end -= 1;
    const tail = lines.slice(end).filter((l) => l.trim());
    return [...lines.slice(0, end), '', sign, ...(tail.length ? ['', ...tail] : [])].join('\n');
  }
  if (type === 'newsletter') {
    const ps = lines.findIndex((l) => /^P\.?S\.?\b/.test(l.trim()));
    if (ps > 0) return [...lines.slice(0, ps), sign, '', ...lines.slice(ps)].join('\n').replace(/\n{3,}/g, '\n\n');
  }
  return `${lines.join('\n')}\n\n${sign}`;
}

/** Every emoji gone ('none'), the first two kept ('sparing'), or one more on the hook ('frequent'). */
function applyEmoji(text: string, target: VoiceTarget): string {
  const { voice } = target;
  if (voice.emoji === 'frequent') return addEmojiToHook(text, target);
  const keep = voice.emoji === 'none' ? 0 : 2;
  let seen = 0;
  // An emoji goes with the space before it, or, opening a line or a bullet, with the space after it.
  const pattern = new RegExp(`([ \\t]?)(?:${EMOJI_PATTERN.source})([ \\t]?)`, 'gu');
  return text
    .replace(pattern, (found: string, before: string, after: string, offset: number, whole: string) => {
      seen += 1;
      if (seen <= keep) return found;
      const lineSoFar = whole.slice(whole.lastIndexOf('\n', offset - 1) + 1, offset);
      const opening = /^(?:[ \t]*(?:[-*→•]|#{1,6}|\d+[.)]))?[ \t]*$/.test(lineSoFar);
      if (opening) return before;
      return after && !before ? after : before;
    })
    .replace(/^([-*→•])[ \t]*$/gm, '');
}

/** A script's first spoken line: under the hook's heading, not a stage direction. */
function firstSpokenLine(lines: string[]): number {
  const heading = lines.findIndex((l) => /^#{1,6}\s.*\bhook\b/i.test(l));
  if (heading < 0) return -1;
  for (let i = heading + 1; i < lines.length && !lines[i]!.startsWith('#'); i += 1) {
    const line = lines[i]!.trim();
    if (line && !/^[([*]/.test(line)) return i;
  }
  return -1;
}

function addEmojiToHook(text: string, target: VoiceTarget): string {
  const lines = text.split('\n');
  const hook =
    target.type === 'social_media'
      ? lines.findIndex((l) => l.trim() && !isHashtagLine(l))
      : target.type === 'newsletter'
        ? lines.findIndex((l) => /^Subject:\s/.test(l))
        : target.type === 'video_script'
          ? firstSpokenLine(lines)
          : -1;
  if (hook < 0) return text;
  const line = lines[hook]!;
  if (new RegExp(EMOJI_PATTERN.source, 'u').test(line)) return text;
  const emoji = FREQUENT_EMOJI[(target.variant ?? 0) % FREQUENT_EMOJI.length]!;
  lines[hook] = /^Subject:\s/.test(line) ? line.replace(/^Subject:\s/, `Subject: ${emoji} `) : `${emoji} ${line.trimStart()}`;
  return lines.join('\n');
}


/**
 * The hashtag habit: none (every hashtag line and mark gone), a few (three at most) or the platform's
 * number as composed, the voice's own first; a hashtag holding an avoided word goes.
 */
function applyHashtags(text: string, voice: VoiceBrief): string {
  const lines = text.split('\n');
  const tagLines = lines.map((l, i) => (isHashtagLine(l) ? i : -1)).filter((i) => i >= 0);
  const allowed = (tag: string) => findAvoided(hashtagWords(tag), voice.avoid).length === 0;
  if (voice.hashtags === 'none') {
    const kept = lines.filter((_, i) => !tagLines.includes(i)).join('\n');
    // A hashtag inside a sentence keeps its word, as plain text.
    return kept.replace(/(?<![\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu, (_, word: string) => hashtagWords(`#${word}`));
  }
  if (tagLines.length === 0) {
    // Hashtags inside sentences holding an avoided word become plain words (and then meet the avoid pass).
    return text.replace(/(?<![\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu, (tag) => (allowed(tag) ? tag : hashtagWords(tag)));
  }
  const composed = tagLines.flatMap((i) => findHashtags(lines[i]!));
  const own = voice.own_hashtags.map((t) => `#${t}`);
  const seen = new Set<string>();
  const ordered = [...own, ...composed].filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key) || !allowed(tag)) return false;
    seen.add(key);
    return true;
  });
  const max = voice.hashtags === 'few' ? 3 : Math.max(composed.length, own.length);
  const tags = ordered.slice(0, max);
  const first = tagLines[0]!;
  const out = lines.flatMap((line, i) => (i === first ? (tags.length ? [tags.join(' ')] : []) : tagLines.includes(i) ? [] : [line]));
  return out.join('\n');
}

/** Whatever the passes left untidy: double spaces, spaces before punctuation, empty bullets, runs of blank lines. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]+$/gm, '')
    .replace(/(\S)[ \t]{2,}(?=\S)/g, '$1 ')
    .replace(/[ \t]+([,.;:!?])(?=\s|$)/g, '$1')
    .replace(/([,;:])\1+/g, '$1')
    .replace(/:[ \t]*,/g, ':')
    .replace(/[,;:][ \t]*([.!?])/g, '$1')
    .replace(/^\s*[-*→•]\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '')
    .replace(/\s+$/, '');
}

/** A social post over its platform's length loses what the voice added, the opener first. */
function fits(type: ContentType, request: object, text: string): boolean {
  if (type !== 'social_media') return true;
  const platform = (request as { platform?: SocialPlatform }).platform;
  if (!platform) return true;
  return postLength(platform, text) <= SOCIAL_LIMITS[platform];
}

export function applyVoice(text: string, target: VoiceTarget): string {
  const { voice, type, request, synonyms: table } = target;
  const { text: masked, restore } = protectSlots(text);
  const opener = type === 'social_media' || type === 'newsletter' ? catchphrase(voice, table) : null;
  const finish = (draft: string) => {
    let out = applyHashtags(draft, voice);
    out = applyEmoji(out, target);
    out = removeAvoided(out, voice, table);
    out = fixArticles(out);
    return tidy(out);
  };
  const words = usePreferredWords(masked, voice, table);
  const opened = opener ? (type === 'social_media' ? openSocial(words, opener) : openNewsletter(words, opener)) : words;
  const signed = addSignOff(opened, type, voice.sign_off);
  const attempts = [signed, addSignOff(words, type, voice.sign_off), words];
  for (const attempt of attempts) {
    const out = finish(attempt);
    if (fits(type, request, restore(out))) return restore(out);
  }
  return restore(finish(words));
}

/**
 * Only the avoid-list, on any text (a model's draft that kept an avoided phrase through its repair
 * round): each phrase replaced or its clause, sentence or line dropped; slots untouched.
 */
export function removeAvoidedPhrases(text: string, voice: VoiceBrief, synonyms: VoiceSynonyms): string {
  if (findAvoided(text, voice.avoid).length === 0) return text;
  const { text: masked, restore } = protectSlots(text);
  const hashtagsKept = applyHashtags(masked, { ...voice, hashtags: voice.hashtags === 'none' ? 'none' : 'platform', own_hashtags: [] });
  return restore(tidy(fixArticles(removeAvoided(hashtagsKept, voice, synonyms))));
}
