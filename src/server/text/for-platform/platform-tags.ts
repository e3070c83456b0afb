import type { PublishPlatform } from '../../../contract/social';
import { findHashtags } from '../hashtags';

/**
 * Hashtags per platform: at most `max` at the end of a text (Instagram allows 30; more than a few reads
 * as spam on X, LinkedIn and Facebook; YouTube ignores every hashtag of a video with more than 15), and
 * up to `suggest` suggested when the piece has none of its own.
 */
export const PLATFORM_TAGS: Record<PublishPlatform, { max: number; suggest: number }> = {
  twitter: { max: 3, suggest: 2 },
  linkedin: { max: 5, suggest: 3 },
  facebook: { max: 5, suggest: 3 },
  instagram: { max: 30, suggest: 10 },
  tiktok: { max: 15, suggest: 10 },
  youtube: { max: 15, suggest: 3 },
};

/** Words that make no tag of their own and end a phrase tag ("Meal prep for busy parents" → #MealPrep, #BusyParents). */
const BREAKS = new Set(['for', 'with', 'in', 'on', 'at', 'by', 'from', 'to', 'of', 'about', 'into', 'when', 'while', 'without', 'vs', 'versus', 'during', 'after', 'before', 'like', 'and', 'or', 'but', 'using']);
const STOP_WORDS = new Set([
  ...BREAKS,
  'a', 'an', 'the', 'nor', 'as', 'via', 'per', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'done',
  'i', 'you', 'he', 'she', 'it', 'we', 'they', 'me', 'my', 'your', 'yours', 'his', 'her', 'its', 'our', 'their', 'us', 'them',
  'this', 'that', 'these', 'those', 'what', 'which', 'who', 'whom', 'whose', 'why', 'how', 'where', 'there', 'here',
  'can', 'could', 'will', 'would', 'should', 'shall', 'may', 'might', 'must', 'need', 'needs', 'know', 'get', 'gets', 'make', 'makes',
  'have', 'has', 'had', 'not', 'no', 'yes', 'so', 'if', 'then', 'than', 'too', 'very', 'just', 'more', 'most', 'much', 'many', 'some', 'any',
  'all', 'every', 'each', 'own', 'up', 'out', 'off', 'over', 'under', 'again', 'only', 'also', 'now', 'new', 'one', 'ways', 'way', 'things', 'thing',
  'guide', 'tips', 'ultimate', 'complete', 'simple', 'easy', 'best', 'really', 'actually', 'everything', 'anything', 'something',
]);

const MAX_TAG_CHARS = 30;
/** A number with a separator inside ("3.5", "10,000"): a hashtag would split it, so it makes none. */
const SEPARATED_NUMBER = /\p{N}[.,:/]\p{N}/u;

/** A word as part of a tag: letters and digits only, its first letter capital ("YouTube" stays). */
function tagWord(word: string): string {
  const clean = word.replace(/[^\p{L}\p{N}]/gu, '');
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

function wordsOf(text: string): string[] {
  return text
    .replace(/[’']/g, '')
    .split(/[\s\-–—/]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w && !SEPARATED_NUMBER.test(w));
}

function usable(tag: string): boolean {
  return /\p{L}/u.test(tag) && [...tag].length >= 3 && [...tag].length <= MAX_TAG_CHARS;
}

/** A keyword as one tag: "content calendar" → #ContentCalendar. */
function keywordTag(keyword: string): string | null {
  const words = wordsOf(keyword).filter((w) => !STOP_WORDS.has(w.toLowerCase()) || wordsOf(keyword).length === 1);
  const tag = words.map(tagWord).join('');
  return words.length > 0 && words.length <= 4 && usable(tag) ? `#${tag}` : null;
}

/** A title's phrases: runs of words between break words and punctuation, stop words left out. */
function phraseRuns(title: string): string[][] {
  const runs: string[][] = [];
  for (const segment of title.split(/[,;:()[\]!?.—–|]+(?:\s|$)|[()[\]]/u)) {
    runs.push([]);
    for (const word of wordsOf(segment)) {
      const lower = word.toLowerCase();
      const run = runs.at(-1)!;
      if (BREAKS.has(lower)) runs.push([]);
      else if (!STOP_WORDS.has(lower) && !run.some((w) => w.toLowerCase() === lower)) run.push(word);
    }
  }
  return runs.filter((run) => run.length > 0);
}

/** A word that is a name of its own: a capital inside it (YouTube, iPhone) or an acronym (SEO). */
const NAME_LIKE = /^\p{L}+\p{Lu}\p{L}*$|^\p{Lu}{2,}$/u;

/**
 * A title's phrases as tags, at most three words each: "Meal prep for busy parents" → #MealPrep,
 * #BusyParents. A phrase of one word makes a tag only when it is a name ("for YouTube" → #YouTube).
 */
function phraseTags(title: string): string[] {
  return phraseRuns(title)
    .filter((run) => run.length > 1 || NAME_LIKE.test(run[0]!))
    .map((run) => `#${run.slice(0, 3).map(tagWord).join('')}`);
}

/** A phrase's last word, usually the thing it names ("small teams" → #Teams), when it makes a tag of its own. */
function headWordTags(title: string): string[] {
  return phraseRuns(title)
    .filter((run) => run.length > 1)
    .map((run) => run.at(-1)!)
    .filter((w) => [...w].length >= 4 && /\p{L}/u.test(w))
    .map((w) => `#${tagWord(w)}`);
}

/** Distinct hashtags (compared without case), in order. */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key) || !usable(tag.slice(1))) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Hashtags suggested for a piece without its own: its keywords first (a blog's), then the phrases of
 * its topic and title, then their last words. Never from a stop word, never splitting a number.
 */
export function suggestTags(opts: { topic: string; title: string | null; keywords: readonly string[] }): string[] {
  const titles = [opts.topic, opts.title ?? ''].filter(Boolean);
  const keywordTags = opts.keywords.map(keywordTag).filter((t): t is string => t !== null);
  // A suggestion starts with a letter: "#4Moves" reads as a count, not a topic.
  return distinctTags([...keywordTags, ...titles.flatMap(phraseTags), ...titles.flatMap(headWordTags)]).filter((tag) => /^#\p{L}/u.test(tag) && findHashtags(tag).length === 1);
}
