import { toGerund } from './gerund';

/** Capitalised first words that are names, so they keep their capital mid-sentence. */
const PROPER_FIRST_WORDS = new Set(
  'Amazon Android Apple Bitcoin Canva Christmas Docker Easter English Etsy Excel Facebook Figma French German Google Instagram Italian Japanese Java Kubernetes Linux London Mediterranean Microsoft Netflix Notion Paris Photoshop Pinterest Python Reddit Shopify Spanish Spotify Tesla Twitter Windows Zoom Europe Africa Asia America Japan China India Mexico Canada Australia Ramadan Thanksgiving Halloween Diwali'.split(' '),
);

/** The topic's first word in lower case when it is only capitalised because it comes first. */
export function lowerFirstWord(text: string): string {
  const [first = '', second = ''] = text.split(' ');
  const sentenceCase = !second || !/^\p{Lu}/u.test(second);
  if (/^\p{Lu}[\p{Ll}']+$/u.test(first) && sentenceCase && !PROPER_FIRST_WORDS.has(first)) {
    return first.toLowerCase() + text.slice(first.length);
  }
  return text;
}

const PRONOUNS: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  am: 'are',
};

/** "quit my job" → "quit your job": a question the creator asks becomes one the reader has. */
function toReader(text: string): string {
  return text.replace(/\b(?:I|me|my|mine|myself|we|us|our|ours|ourselves|am)\b/gi, (word) => PRONOUNS[word.toLowerCase()] ?? word);
}

export const HOW_TO = /^how\s+(?:to|do\s+(?:i|you|we)|can\s+(?:i|you|we)|should\s+(?:i|you|we))\s+(\p{L}+)(.*)$/iu;
const SHOULD = /^should\s+(?:i|we|you)\s+(.+)$/i;
const YES_NO = /^(can|could|will|would|is|are|am|was|were|do|does|did)\s+(i|you|we|it|they|this|that|there)\s+(.+)$/i;
const WH_CLAUSE = /^(?:why|how|what|when|where|which|who)\s+\S/i;
/** "How I edit a video": the creator's own method, read as the activity ("editing a video"); past tenses stay a clause. */
const HOW_I = /^how\s+(?:i|we)\s+(\p{L}+)(.*)$/iu;
/** "Is your channel ready for 2025", "Are newsletters better than social media", "Is TikTok as good as YouTube": a yes/no question about a noun phrase, its predicate the last word (or "as" and a word) before a preposition, "than" or "as". */
const IS_NOUN = /^(is|are|was|were)\s+((?:\S+\s+)+?)(as\s+\S+|\S+|worth\s+it)((?:\s+(?:for|in|to|with|on|at|by|from|after|before|without|than|as|yet|now|today|enough|anymore)\b.*)?)$/i;

export interface Subject {
  /** A noun phrase that reads mid-sentence. */
  text: string;
  /** An activity ("starting a podcast") or a question turned into one, rather than a thing. */
  activity: boolean;
}

/**
 * The topic as a noun phrase: "How to start a podcast" → "starting a podcast"; "What is SEO" → "SEO";
 * "Should I quit my job?" → "deciding whether to quit your job"; "Why sleep matters" → "understanding
 * why sleep matters"; otherwise the topic itself.
 */
export function toSubject(raw: string): Subject {
  const howTo = HOW_TO.exec(raw);
  if (howTo?.[1]) return { text: toGerund(howTo[1]) + toReader(howTo[2] ?? ''), activity: true };
  const whatIs = /^(?:what|who)\s+(?:is|are)\s+(.+)$/i.exec(raw);
  if (whatIs?.[1]) return { text: lowerFirstWord(whatIs[1]), activity: false };
  const guide = /^(?:(?:a|the|your)\s+)?(?:complete\s+|ultimate\s+|beginner'?s\s+|quick\s+)?guide\s+to\s+(.+)$/i.exec(raw);
  if (guide?.[1]) return { text: lowerFirstWord(guide[1]), activity: false };
  const should = SHOULD.exec(raw);
  if (should?.[1]) return { text: `deciding whether to ${toReader(should[1])}`, activity: true };
  const yesNo = YES_NO.exec(raw);
  if (yesNo?.[1] && yesNo[2] && yesNo[3]) {
    const [, aux, who, rest] = yesNo;
    const verb = /^do(?:es)?$|^did$/i.test(aux) ? '' : `${toReader(aux.toLowerCase())} `;
    return { text: `figuring out whether ${toReader(who.toLowerCase())} ${verb}${toReader(rest)}`, activity: true };
  }
  const howI = HOW_I.exec(raw);
  if (howI?.[1] && !/ed$/i.test(howI[1])) return { text: toGerund(howI[1]) + toReader(howI[2] ?? ''), activity: true };
  const isNoun = IS_NOUN.exec(raw);
  if (isNoun?.[1] && isNoun[2] && isNoun[3]) {
    const [, verb, noun, predicate, rest = ''] = isNoun;
    return { text: `figuring out whether ${toReader(lowerFirstWord(noun.trim()))} ${verb.toLowerCase()} ${toReader(predicate)}${toReader(rest)}`, activity: true };
  }
  if (WH_CLAUSE.test(raw)) return { text: `understanding ${raw.charAt(0).toLowerCase()}${raw.slice(1)}`, activity: true };
  return { text: lowerFirstWord(raw), activity: false };
}

/** Question words that lead a topic but say nothing about it, for hashtags. */
export const QUESTION_LEAD =
  /^(?:how\s+(?:to|do|can|should)\s+(?:(?:i|you|we)\s+)?|(?:what|who)\s+(?:is|are)\s+|(?:should|can|could|will|would|is|are|am|was|were|do|does|did)\s+(?:(?:i|you|we|it|they|this|that|there)\s+)?|(?:why|how|what|when|where|which|who)\s+)/i;
