import { postLength } from '../../contract/post-length';

/** A thread longer than this is refused rather than flooding followers' timelines. */
export const MAX_THREAD_POSTS = 25;

const weighted = (text: string) => postLength('twitter', text);

/** Where a sentence ends: after . ! ? … (and any closing quote or bracket) before a space, or at a line break. */
const SENTENCE_BREAK = /(?<=[.!?…][)"'”’\]]*)[^\S\n]+|\s*\n\s*/g;

interface Unit {
  text: string;
  /** What joins this unit to the one before it in the same post. */
  joiner: string;
}

function sentencesOf(text: string): Unit[] {
  const units: Unit[] = [];
  let start = 0;
  let joiner = '';
  for (const match of text.matchAll(SENTENCE_BREAK)) {
    const sentence = text.slice(start, match.index);
    if (sentence) units.push({ text: sentence, joiner });
    joiner = match[0].includes('\n\n') ? '\n\n' : match[0].includes('\n') ? '\n' : ' ';
    start = match.index + match[0].length;
  }
  const last = text.slice(start);
  if (last) units.push({ text: last, joiner });
  return units;
}

/** A word that does not fit a post on its own (a URL always does: X counts every link as 23), cut by characters. */
function cutWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && !fits(piece + char)) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** A sentence too long for one post, as word runs that each fit; never cut inside a URL, hashtag or mention. */
function splitSentence(sentence: Unit, fits: (text: string) => boolean): Unit[] {
  const units: Unit[] = [];
  let current = '';
  for (const word of sentence.text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) units.push({ text: current, joiner: units.length === 0 ? sentence.joiner : ' ' });
    current = '';
    const pieces = fits(word) ? [word] : cutWord(word, fits);
    for (const piece of pieces.slice(0, -1)) units.push({ text: piece, joiner: units.length === 0 ? sentence.joiner : ' ' });
    current = pieces.at(-1) ?? '';
  }
  if (current) units.push({ text: current, joiner: units.length === 0 ? sentence.joiner : ' ' });
  return units;
}

function pack(text: string, suffixReserve: string, max: number): string[] {
  const fits = (candidate: string) => weighted(candidate + suffixReserve) <= max;
  const units = sentencesOf(text).flatMap((unit) => (fits(unit.text) ? [unit] : splitSentence(unit, fits)));
  const posts: string[] = [];
  let current = '';
  for (const unit of units) {
    const candidate = current ? current + unit.joiner + unit.text : unit.text;
    if (fits(candidate)) {
      current = candidate;
    } else {
      posts.push(current);
      current = unit.text;
    }
  }
  if (current) posts.push(current);
  return posts;
}

/**
 * A post over X's limit as a numbered thread ("… 1/3"): each post at most `max` weighted characters
 * with its number, cut between sentences where it can and else between words, never inside a URL, a
 * hashtag or a mention. Text that fits in one post comes back as it is, unnumbered.
 */
export function splitThread(text: string, max = 280): string[] {
  const trimmed = text.trim();
  if (weighted(trimmed) <= max) return [trimmed];
  // The number's width depends on how many posts there are: reserve room for as many digits as needed.
  for (let digits = 1; ; digits++) {
    const widest = '9'.repeat(digits);
    const posts = pack(trimmed, ` ${widest}/${widest}`, max);
    if (String(posts.length).length <= digits) return posts.map((post, i) => `${post} ${i + 1}/${posts.length}`);
  }
}
