import { readDraftLines } from './draft-lines';

/**
 * A word as the database counts one for the library (contents.words): a run of letters and digits,
 * with inner apostrophes and hyphens ("it's", "déjà-vu"); Markdown marks are not words.
 */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Silent reading of non-fiction: about 238 words a minute (Brysbaert, 2019, a review of 190 studies). */
export const READING_WORDS_PER_MINUTE = 238;
/** A natural speaking pace, the one the video-script composer times its sections by: about 150 words a minute. */
export const SPEAKING_WORDS_PER_MINUTE = 150;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Characters as a person counts them: an emoji or an accented letter is one (code points). */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** "under a minute", "about 1 minute", "about 4 minutes". */
export function durationLabel(words: number, perMinute: number): string {
  const minutes = Math.round(words / perMinute);
  if (minutes < 1) return words === 0 ? 'no time' : 'under a minute';
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

const END_MARK = /^\[\s*\d{1,2}:\d{2}(?::\d{2})?\s*\]\s*end\b/i;
/** A cue the presenter does not say: "(VISUAL: …)", "[ON-SCREEN TEXT: …]". */
const CUE = /^[([]/;
/** A labelled line ("**Platform:** YouTube · **Runtime:** …"), not spoken either. */
const LABEL = /^\s*(?:[-*+]\s+)?\*\*[^*\n]{1,40}(?::\*\*|\*\*\s*:)/;

/**
 * The words a video script's presenter says: its lines up to the "[m:ss] End" mark, without
 * headings, cues or labelled lines (the chapters and description after the End mark are not spoken).
 */
export function spokenWords(script: string): number {
  let words = 0;
  for (const line of readDraftLines(script)) {
    if (line.code) continue;
    if (line.depth !== null && END_MARK.test(line.text)) break;
    if (line.depth !== null || line.text === '' || CUE.test(line.text) || LABEL.test(line.raw)) continue;
    if (END_MARK.test(line.text)) break;
    words += countWords(line.text);
  }
  return words;
}
