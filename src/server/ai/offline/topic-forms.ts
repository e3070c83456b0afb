import { QUESTION_LEAD, toSubject } from './topic-subject';

/** The shapes of one topic that the phrase banks need. */
export interface TopicForms {
  /** As typed: trimmed, without trailing punctuation. */
  raw: string;
  /** A noun phrase that reads mid-sentence: "How to start a podcast" → "starting a podcast". */
  subject: string;
  /** The subject is an activity made from a how-to or a question ("starting a podcast"), not a thing. */
  activity: boolean;
  /** The subject without its qualifier, for repeat mentions: "vegan meal prep for busy parents" → "vegan meal prep". */
  core: string;
  /** The subject cut at a natural break to fit tight spots (titles, posts, subject lines). */
  short: string;
  /** The short subject in Title Case, for headings: "Starting a Podcast". */
  title: string;
  /** The topic as typed, shortened and in Title Case, for a headline: "How to Start a Podcast". */
  headline: string;
  /** Hashtag bodies derived from the topic, most specific first: ["VeganMealPrep", "MealPrep", "BusyParents"]. */
  tags: string[];
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'as', 'at', 'by', 'in', 'of', 'on', 'to', 'vs', 'via', 'per']);
const TAG_STOP_WORDS = new Set([...SMALL_WORDS, 'your', 'my', 'our', 'their', 'its', 'is', 'are', 'with', 'from', 'into', 'i', 'you', 'we']);
const TAG_BREAKS = new Set(['for', 'with', 'in', 'on', 'at', 'by', 'from', 'when', 'while', 'without', 'vs', 'during', 'after', 'before', 'like']);

function cleanTopic(topic: string): string {
  const text = topic
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!:;,\s]+$/u, '');
  // A topic typed in capitals reads as shouting mid-sentence: sentence case it.
  const shouted = !/\p{Ll}/u.test(text) && (text.match(/\p{Lu}{2,}/gu) ?? []).length >= 2;
  return shouted ? text.charAt(0) + text.slice(1).toLowerCase() : text;
}

const TRAILING_FILLER = /\s+(?:and|or|of|the|to|for|with|a|an|in|on|at|by|from|your|my|our|that|which)$/i;

/** Words that open a phrase: cutting just before one leaves a whole phrase ("planning a calendar | for a small channel"). */
const PHRASE_START = /\s(?:for|with|in|on|at|by|from|to|of|about|into|without|during|after|before|while|when|like|using|and|or|but|so|that|which|who)\s/giu;

/** A cut at a word boundary, moved back to the start of the phrase it would split, when that leaves enough. */
function cutBeforePhrase(head: string, max: number): string {
  const lastSpace = head.lastIndexOf(' ');
  const atWord = head.slice(0, lastSpace > 0 ? lastSpace : max);
  const starts = [...atWord.matchAll(PHRASE_START)].map((m) => m.index);
  const phrase = starts.at(-1);
  return phrase !== undefined && phrase >= Math.min(12, max / 3) ? atWord.slice(0, phrase) : atWord;
}

/** Text cut to at most max characters, at a clause break when one is near, else at a word boundary. */
export function shortenPhrase(text: string, max: number): string {
  if ([...text].length <= max) return text;
  const head = text.slice(0, max + 1);
  const breaks = [': ', ' - ', ' — ', ' – ', ', ', '; ', ' (', ' because ', ' and ', ' which ', ' that '];
  const cut = Math.max(...breaks.map((b) => head.lastIndexOf(b)));
  let out = cut >= Math.min(15, max / 2) ? head.slice(0, cut) : cutBeforePhrase(head, max);
  while (TRAILING_FILLER.test(out)) out = out.replace(TRAILING_FILLER, '');
  return out.replace(/[\s,;:(—–-]+$/u, '').slice(0, max);
}

export function titleCase(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      if (/\p{Lu}/u.test(word) || /\d/.test(word.charAt(0))) return word;
      const lower = word.toLowerCase();
      if (i > 0 && i < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(/(^|[-/])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
    })
    .join(' ');
}

function camel(words: readonly string[]): string {
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

function topicTags(raw: string): string[] {
  // A title and its subtitle ("Batch filming: how to record a month of Shorts"): each makes its own tags.
  const parts = raw.split(/:\s+|\s[—–]\s+/u).filter((part) => /\p{L}/u.test(part));
  if (parts.length > 1) {
    const seen = new Set<string>();
    return parts.flatMap((part) => phraseTags(part)).filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  }
  return phraseTags(raw);
}

function phraseTags(raw: string): string[] {
  // A number is one word with its separators ("10,000"): a hashtag never holds a piece of one, nor a bare number.
  const words = raw
    .replace(QUESTION_LEAD, '')
    // "don't", "beginner's": one word, not "don" and "t".
    .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
    .split(/(?:[^\p{L}\p{N},.]|[,.](?!\d))+/u)
    .filter((word) => word && !/^[\d,.]+$/u.test(word) && !/[,.]/u.test(word));
  const breakAt = words.findIndex((w, i) => i > 0 && TAG_BREAKS.has(w.toLowerCase()));
  const head = (breakAt > 0 ? words.slice(0, breakAt) : words).filter((w) => !TAG_STOP_WORDS.has(w.toLowerCase()));
  const tail = breakAt > 0 ? words.slice(breakAt + 1).filter((w) => !TAG_STOP_WORDS.has(w.toLowerCase())) : [];
  const candidates = [camel(head.slice(0, 3)), head.length > 2 ? camel(head.slice(-2)) : '', camel(tail.slice(0, 3))];
  const seen = new Set<string>();
  return candidates.filter((tag) => {
    const key = tag.toLowerCase();
    const usable = /\p{L}/u.test(tag) && tag.length >= 3 && tag.length <= 30 && !seen.has(key);
    seen.add(key);
    return usable;
  });
}

/** "for busy parents", "for beginners": a trailing audience qualifier (no article, a plural or a known group). */
const AUDIENCE_TAIL = /\s+for\s+(?!(?:a|an|the|my|your|our|their|this|that)\b)(?:[\p{L}-]+\s+){0,3}(?:[\p{L}-]*[^s\s]s|everyone|anyone|dummies|kids|children|people)$/iu;

/** The subject without an audience qualifier, for repeat mentions: "vegan meal prep for busy parents" → "vegan meal prep". */
function coreOf(subject: string): string {
  const head = subject.replace(AUDIENCE_TAIL, '');
  return head.length >= 3 ? head : subject;
}

/**
 * The subject of a topic with a colon in it ("Fika: Swedish coffee breaks", "Before/after: my studio
 * makeover"), which cannot sit mid-sentence whole: the part after the colon when it is a noun phrase with
 * its article or possessive, else the part before. Other topics as toSubject reads them.
 */
function subjectOf(raw: string): { text: string; activity: boolean } {
  const read = toSubject(raw);
  const colon = /^([^:]{2,}):\s+(.{3,})$/u.exec(read.text);
  if (!colon?.[1] || !colon[2] || read.activity) return read;
  const [, before, after] = colon;
  if (/^(?:a|an|the|my|your|our|their|his|her)\s/iu.test(after) && !/[:]/u.test(after)) return { text: after, activity: false };
  return { text: before, activity: false };
}

/**
 * Head nouns a creator's topic often ends on that are countable: in a sentence they need a determiner
 * ("a good approach to your content calendar", never "… to content calendar").
 */
const COUNTABLE_HEADS = new Set(
  'account album app bio blog book budget calendar camera campaign channel checklist course deck funnel guide hook idea intro kit lens logo microphone mic newsletter outline outro page plan playlist podcast portfolio post profile reel résumé resume routine schedule script series setup shop site store strategy studio template thumbnail timeline trailer tripod video vlog website workflow'.split(' '),
);

const DETERMINER = /^(?:a|an|the|my|your|our|their|his|her|its|this|that|these|those|every|each|any|some|one)\s/iu;

/**
 * The topic as a noun phrase that reads in any sentence slot: the part before a colon ("Batch filming:
 * how to record …" → "batch filming"), and "your" before a countable singular ("content calendar" →
 * "your content calendar").
 */
export function proseNoun(phrase: string): string {
  const head = phrase.split(/:\s+/u)[0]?.trim() || phrase;
  const last = /([\p{L}]+)$/u.exec(head)?.[1]?.toLowerCase() ?? '';
  if (COUNTABLE_HEADS.has(last) && !DETERMINER.test(head) && !/^\p{Lu}\p{L}*$/u.test(head)) return `your ${head}`;
  return head;
}

export function describeTopic(topic: string): TopicForms {
  const raw = cleanTopic(topic);
  const { text: subject, activity } = subjectOf(raw);
  // In a sentence a countable thing takes "your" ("about your content calendar"); a heading does not.
  const prose = (phrase: string) => (activity ? phrase : proseNoun(phrase));
  return {
    raw,
    subject: prose(subject),
    activity,
    core: prose(shortenPhrase(coreOf(subject), 60)),
    // Too long: without its audience first ("… better than social media", not "… better than social").
    short: prose([...subject].length > 60 && [...coreOf(subject)].length <= 72 ? coreOf(subject) : shortenPhrase(subject, 60)),
    title: titleCase(shortenPhrase(subject, 48)),
    headline: titleCase(shortenPhrase(raw, 48)),
    tags: topicTags(shortenPhrase(raw, 80)),
  };
}
