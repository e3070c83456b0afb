import { readDocument, type ReadDocument } from '../../text/english-nlp';
import { describeTopic, type TopicForms } from './topic-forms';
import { HOW_TO, lowerFirstWord } from './topic-subject';
import { isPastForm, isPlural, MAX_LIST_COUNT, NUMBER_WORDS, singular, UNIT_NOUNS, withoutEmoji } from './topic-words';

/**
 * What a topic is, so that the offline engine writes for its shape (docs/product/drafts.md#topic-shapes):
 * - `noun`: a thing or a field ("batch filming", "SEO", "vegan meal prep for busy parents");
 * - `how-to`: a goal to reach ("how to record a month of Shorts");
 * - `list`: a promise of a number of items ("3 cheap lighting tricks for filming in a small apartment");
 * - `milestone`: the creator's own news or result ("I just hit 10,000 subscribers after 14 months");
 * - `question`: a question to answer ("Should I quit my job to become a full-time creator?");
 * - `statement`: an opinion or claim ("Consistency beats talent").
 */
export type TopicShapeKind = 'noun' | 'how-to' | 'list' | 'milestone' | 'question' | 'statement';

export interface TopicShape {
  kind: TopicShapeKind;
  /** The phrasings the phrase banks use (topic-forms.ts). */
  forms: TopicForms;
  /**
   * `list`: how many items were promised and what one is ("lighting trick"), plural ("cheap lighting tricks"),
   * and what for ("filming in a small apartment"). `noun` is the head noun alone, singular ("trick"), for a
   * slot's label; `rest` is what follows the items as typed ("for filming in a small apartment", "that cut
   * my YouTube edit time in half", "new podcasters make"), or null.
   */
  list?: { count: number; item: string; items: string; purpose: string | null; noun: string; rest: string | null };
  /** `how-to`: the goal as the reader would do it ("record a month of Shorts"). */
  howTo?: { action: string };
  /** `milestone`: the statement in the creator's words (first person kept), its figure ("10,000 subscribers") and span ("after 14 months"), when given. */
  milestone?: { statement: string; figure: string | null; span: string | null };
  /**
   * `question`: the question as asked, with its question mark, and whether it is yes/no. A question typed as
   * a title clause without its mark ("Why my videos get no views") is `embedded` and its text keeps no mark.
   */
  question?: { text: string; yesNo: boolean; embedded: boolean };
  /** Names (people, brands, places) in the topic, as written. */
  names: string[];
}

interface Token {
  value: string;
  lower: string;
  tag: string;
  type: string;
}

function tokensOf(text: string): Token[] {
  if (!text) return [];
  const doc: ReadDocument = readDocument(text);
  return doc.values.map((value, i) => ({ value, lower: doc.normals[i] ?? value.toLowerCase(), tag: doc.tags[i] ?? 'X', type: doc.types[i] ?? 'word' }));
}

const FIRST_PERSON = new Set(['i', 'we', 'my', 'our']);
const AUX_LEAD = /^(?:should|shall|can|could|will|would|is|are|am|was|were|do|does|did|has|have|had|must|may|might|isn'?t|aren'?t|don'?t|doesn'?t|won'?t|can'?t)\s+\S/i;
const WH_LEAD = /^(?:why|what|which|when|where|who|whom|whose|how\s+(?:much|many|long|often|far|come|old|big|well|good|bad|important|hard|easy|fast|soon))\b/i;
const WH_INVERTED = /^(?:why|what|which|when|where|who|how(?:\s+\p{L}+)?)\s+(?:\p{L}+\s+)?(?:should|shall|can|could|will|would|is|are|am|was|were|do|does|did|has|have|had|must|may|might|isn'?t|aren'?t|don'?t|doesn'?t|won'?t|can'?t)\b/iu;
/** Words that end the items of a list promise: what follows says what for, whose or which. */
const LIST_BREAKS = new Set(['for', 'to', 'that', 'which', 'who', 'from', 'of', 'in', 'on', 'at', 'with', 'without', 'under', 'over', 'about', 'before', 'after', 'when', 'while', 'i', 'you', 'we', 'your', 'my', 'every', 'new', 'by', 'into', 'like', 'and', 'or', 'en', 'de', 'para', 'pour', 'für']);
const SPAN = /\b(?:after|in|within|over|for)\s+(?:just\s+|only\s+|about\s+|nearly\s+|almost\s+)?(?:\d[\d,.]*|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty)\s+(?:days?|weeks?|months?|years?|hours?)(?:\s+of\s+[^,;]+?)?(?=,|;|\s+(?:and|but|so)\s|$)/iu;
const SIMPLE_SPAN = /\b(?:this|last)\s+(?:week|month|year)\b|\btoday\b|\byesterday\b/i;
const FIGURE = /(?:[$€£¥]\s?)?\d[\d,.]*(?:\s?(?:k|m|million|thousand|billion)\b)?(?:st|nd|rd|th)?(?:\s+(?!(?:in|on|at|after|for|of|this|last|with|and|to|from|ad)\b)[\p{L}-]+){0,2}/iu;

/** The count a word promises: "3", "Five", "ten". */
function countOf(word: string): number | null {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

function listShape(text: string, tokens: Token[]): TopicShape['list'] | null {
  let i = 0;
  while (i < tokens.length && /^(?:my|our|your|the|top|best|these|those|just|only)$/.test(tokens[i]?.lower ?? '') && i < 3) i++;
  const numberToken = tokens[i];
  if (!numberToken) return null;
  const count = countOf(numberToken.value);
  if (count === null || count < 1 || count > MAX_LIST_COUNT) return null;
  // A hyphen, a decimal point or a unit after the number makes it a measure ("30-day", "1.5x", "24 hours").
  const after = text.slice(text.indexOf(numberToken.value) + numberToken.value.length);
  if (/^(?:[-.,/%:x]|\s*(?:[-–]|%))/iu.test(after)) return null;
  const words: Token[] = [];
  let j = i + 1;
  let seenPlural = false;
  for (; j < tokens.length; j++) {
    const token = tokens[j];
    if (!token) break;
    if (token.type === 'punctuation' && token.value !== ',' && token.value !== '-') break;
    if (token.type === 'punctuation') {
      if (seenPlural) break;
      words.push(token);
      continue;
    }
    if (words.length > 0 && LIST_BREAKS.has(token.lower)) break;
    if (seenPlural && !(isPlural(token.value) && /NOUN|PROPN/.test(token.tag))) break;
    if (token.type !== 'word' && token.type !== 'number') break;
    words.push(token);
    if (isPlural(token.value) && token.tag !== 'VERB') seenPlural = true;
    if (words.length >= 6 && !seenPlural) break;
  }
  const first = words[0];
  if (!first || UNIT_NOUNS.has(first.lower)) return null;
  const lastWord = words.at(-1);
  if (!lastWord || (!seenPlural && words.length > 3)) return null;
  const itemsText = text.slice(text.indexOf(first.value, text.indexOf(numberToken.value) + numberToken.value.length));
  const itemsEnd = lastWord ? itemsText.indexOf(lastWord.value, itemsText.indexOf(first.value) + (words.length > 1 ? first.value.length : 0)) + lastWord.value.length : 0;
  const items = lowerIfCommon(itemsText.slice(0, itemsEnd).replace(/[\s,-]+$/u, ''));
  const restText = itemsText.slice(itemsEnd).trim().replace(/^[,:;—–-]\s*/u, '');
  const rest = restText || null;
  // The item: the items without their leading describing words, singular ("cheap lighting tricks" → "lighting trick").
  const itemWords = items.split(' ');
  const tagOf = (word: string) => tokens.find((t) => word.startsWith(t.value) || t.value === word.replace(/[,]$/, ''))?.tag ?? 'NOUN';
  while (itemWords.length > 1 && /ADJ|NUM|ADV|VERB/.test(tagOf(itemWords[0] ?? ''))) itemWords.shift();
  const head = singular(itemWords.at(-1) ?? lastWord.value);
  const item = [...itemWords.slice(0, -1), head].join(' ');
  const purposeMatch = rest ? /^(?:for|to)\s+(.+)$/i.exec(rest) : null;
  return { count, item, items, purpose: purposeMatch?.[1] ?? null, noun: head, rest };
}

/** A word in lower case unless it is a name or an acronym ("Shorts" stays, "Tricks" → "tricks"). */
function lowerIfCommon(text: string): string {
  return text
    .split(' ')
    .map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) && !NAMED_PLURALS.has(word) ? word.toLowerCase() : word))
    .join(' ');
}

const NAMED_PLURALS = new Set(['Shorts', 'Reels', 'Stories', 'Spaces', 'Lives']);

/** `how-to`: the goal as a verb phrase, or null. */
function howToAction(text: string): string | null {
  const plain = text.replace(/^(?:learning|learn)\s+(?=how\s+to\b)/i, '');
  const direct = HOW_TO.exec(plain);
  if (direct?.[1]) return toReader(`${direct[1].toLowerCase()}${direct[2] ?? ''}`).split(/:\s+how\s+to\s+/i)[0] ?? null;
  const mine = /^how\s+(?:i|we)\s+(\p{L}+)(.*)$/iu.exec(plain);
  if (mine?.[1] && !isPastForm(mine[1])) return toReader(`${mine[1].toLowerCase()}${mine[2] ?? ''}`);
  const guide = /^(?:(?:a|an|the|my|your)\s+)?(?:(?:complete|ultimate|simple|quick|practical|step-by-step|beginner'?s|beginner|beginners'?)\s+)*guide\s+to\s+(.+)$/iu.exec(plain);
  if (guide?.[1]) return `get started with ${lowerFirstWord(guide[1])}`;
  const steps = /^step[- ]by[- ]step:?\s+(.+)$/iu.exec(plain);
  if (steps?.[1]) return `get started with ${lowerFirstWord(steps[1])}`;
  // A title and its how-to subtitle ("Batch filming: how to record a month of Shorts"): the subtitle says the goal.
  const subtitle = /^[^:—–]{1,80}?\s*(?::|\s[—–])\s+(how\s+(?:to|i|we)\s+.+)$/iu.exec(plain);
  if (subtitle?.[1]) return howToAction(subtitle[1]);
  return null;
}

const READER: Record<string, string> = { i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', us: 'you', our: 'your', ours: 'yours', am: 'are' };
function toReader(text: string): string {
  return text.replace(/\b(?:I|me|my|mine|myself|we|us|our|ours|am)\b/gi, (word) => READER[word.toLowerCase()] ?? word);
}

/** The words of a clause after a leading adverbial ("After 52 weeks of daily posting, I reached…" → "I reached…"). */
function mainClause(tokens: Token[]): Token[] {
  const comma = tokens.findIndex((t) => t.value === ',');
  const lead = tokens[0]?.lower ?? '';
  if (comma > 0 && comma < 10 && /^(?:after|before|today|finally|so|well|yesterday|this|last|in|over|within|at|from|guys|friends|okay|ok|update)$/.test(lead)) {
    return tokens.slice(comma + 1);
  }
  return tokens;
}

function isMilestone(text: string, tokens: Token[]): boolean {
  if (/^(?:today|this\s+(?:week|month|year))\s+marks\b/i.test(text)) return true;
  if (/^from\s+\d[\d,.]*k?\s+to\s+\d[\d,.]*\s?(?:k|m|million)?\b/i.test(text)) return true;
  const clause = mainClause(tokens).filter((t) => t.type !== 'punctuation' || t.value === "'");
  let i = 0;
  while (/^(?:just|finally|officially|so|and|today|yesterday|also)$/.test(clause[i]?.lower ?? '')) i++;
  const first = clause[i];
  if (!first) return false;
  // "Just published my 200th blog post": the creator's news without its subject.
  if (i > 0 && !FIRST_PERSON.has(first.lower) && first.tag === 'VERB' && isPastForm(first.value)) return clause.some((t) => FIRST_PERSON.has(t.lower));
  if (!FIRST_PERSON.has(first.lower)) return false;
  // The subject: I / we, or my / our and its noun phrase; then adverbs; then a past or perfect verb.
  let j = i + 1;
  if (first.lower === 'my' || first.lower === 'our') {
    while (j < clause.length && /ADJ|NOUN|PROPN|NUM|ADV/.test(clause[j]?.tag ?? '') && !isPastForm(clause[j]?.value ?? '')) j++;
    if (j === i + 1) return false;
  }
  while (j < clause.length && /^(?:just|finally|officially|actually|already|recently|also|somehow|now)$/.test(clause[j]?.lower ?? '')) j++;
  const verb = clause[j];
  if (!verb) return false;
  if (/^(?:'ve|have|has|had|'d|was|were)$/.test(verb.lower)) {
    const next = clause.slice(j + 1).find((t) => !/^(?:just|finally|officially|already|now|been|not)$/.test(t.lower) || t.lower === 'been');
    return !!next && (isPastForm(next.value) || next.lower === 'been');
  }
  return isPastForm(verb.value);
}

function milestoneOf(text: string): NonNullable<TopicShape['milestone']> {
  const spanMatch = SPAN.exec(text) ?? SIMPLE_SPAN.exec(text);
  const fromTo = /^from\s+\S+\s+to\s+(.+?)(?:\s+(?:in|by|this|last)\b.*)?$/i.exec(text);
  const figure = FIGURE.exec(fromTo?.[1] ?? text.replace(SPAN, ' '));
  return {
    statement: text,
    figure: figure ? figure[0].trim().replace(/[,.]$/, '') : null,
    span: spanMatch ? spanMatch[0].trim() : null,
  };
}

function questionOf(text: string, asked: boolean): NonNullable<TopicShape['question']> | null {
  const yesNo = AUX_LEAD.test(text);
  if (!asked && !yesNo && !WH_LEAD.test(text)) return null;
  const inverted = yesNo || WH_INVERTED.test(text);
  const bare = text.replace(/[?!.\s]+$/u, '');
  const embedded = !asked && !inverted;
  return { text: embedded ? bare : `${bare}?`, yesNo, embedded };
}

/** A finite verb after a plain noun phrase at the start: "Consistency beats talent", "Email is the only platform you own". */
function isStatement(tokens: Token[]): boolean {
  const first = tokens[0];
  if (!first) return false;
  // An imperative: "Stop buying gear".
  if (first.tag === 'VERB' && !/ing$/i.test(first.value) && /^(?:VERB|DET|PRON)$/.test(tokens[1]?.tag ?? '')) return true;
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token) break;
    const previous = tokens[i - 1];
    if (token.type === 'punctuation' && !/^['’]$/.test(token.value)) return false;
    if (/^(?:ADP|SCONJ|CCONJ)$/.test(token.tag) || /^vs\.?$/i.test(token.value)) return false;
    if (token.tag !== 'AUX' && token.tag !== 'VERB') continue;
    // A name ("DaVinci Resolve"), a participle before its noun ("hidden temples") or a compound ("plant-based") is no verb.
    if (/^\p{Lu}/u.test(token.value)) continue;
    if (token.tag === 'VERB' && /(?:ed|en)$/i.test(token.value) && /^(?:NOUN|PROPN)$/.test(tokens[i + 1]?.tag ?? '')) continue;
    if (previous?.value === '-') continue;
    if (/ing$/i.test(token.value) && token.tag === 'VERB') return false;
    return tokens
      .slice(0, i)
      .every((t, k) => /^(?:DET|ADJ|NOUN|PROPN|NUM|PART|X|SYM)$/.test(t.tag) || /^['’]s?$/.test(t.value) || (t.tag === 'PRON' && k === 0) || (t.tag === 'ADV' && k === i - 1));
  }
  return false;
}

const NAME_WORD = /^(?:\p{Lu}|\p{Ll}+\p{Lu})[\p{L}\p{N}'’.&-]*$/u;
const NOT_NAMES = new Set(['I', 'A', 'An', 'The', 'My', 'Our', 'Your', 'How', 'Why', 'What', 'When', 'Where', 'Which', 'Who', 'Is', 'Are', 'Do', 'Does', 'Should', 'Can', 'Will', 'Would', 'Could', 'Did', 'Was', 'Were', 'Has', 'Have', 'Does', 'Just', 'From', 'After', 'Today', 'Top']);

/**
 * Names as written: runs of capitalised words (and numbers after one: "iPhone 15 Pro", "GoPro HERO12"), a
 * possessive dropped. The first word counts when it is a known name, has capitals inside or starts a run.
 */
function namesIn(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const names: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) names.push(run.join(' '));
    run = [];
  };
  words.forEach((raw, i) => {
    const word = raw.replace(/^[("“'‘]+|[)"”'’.,:;!?]+$/gu, '').replace(/['’]s$/u, '');
    const possessive = /['’]s[.,:;!?]*$/u.test(raw);
    const capital = NAME_WORD.test(word) && !NOT_NAMES.has(word) && !/^\p{Lu}\p{Ll}*-\p{Ll}/u.test(word);
    const next = (words[i + 1] ?? '').replace(/^[("“'‘]+/u, '');
    const leadingName = i > 0 || /\p{Ll}\p{Lu}/u.test(word) || lowerFirstWord(word) === word || NAME_WORD.test(next) && !NOT_NAMES.has(next);
    if (capital && leadingName) run.push(word);
    else if (run.length && /^\d{1,4}$/.test(word)) run.push(word);
    else flush();
    if (possessive || /[.,:;!?)"”]$/u.test(raw)) flush();
  });
  flush();
  return [...new Set(names)];
}

const TIME_UNITS = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|k|m)$/i;
const TAG_SKIP = new Set(['top', 'best', 'last', 'next', 'first', 'marks', 'thing', 'things', 'way', 'ways', 'time', 'lot', 'part', 'half', 'week', 'month', 'year', 'day', 'today', 'tomorrow', 'yesterday', 'anything', 'everything', 'nothing', 'something']);

/**
 * Hashtag bodies for a clause or a list: names first, then runs of nouns (with their adjectives), whole
 * words only, never a number or a measure ("subscribers" of "10,000 subscribers" is kept, "10" is not).
 */
function shapeTags(tokens: Token[], names: readonly string[], fallback: readonly string[]): string[] {
  const camel = (words: readonly string[]) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const runs: string[][] = [];
  let run: Token[] = [];
  const flush = () => {
    while (run.length && run.at(-1)?.tag === 'ADJ') run.pop();
    while (run.length > 2 && run[0]?.tag === 'ADJ') run.shift();
    const words = run.map((t) => t.value.replace(/['’]s$/u, '')).filter((w) => /^\p{L}[\p{L}\p{N}]*$/u.test(w) && !TAG_SKIP.has(w.toLowerCase()) && !TIME_UNITS.test(w));
    if (words.length) runs.push(words.slice(-3));
    run = [];
  };
  let joined = false;
  for (const token of tokens) {
    const last = run.at(-1);
    if (token.value === '-' && last) joined = true;
    else if (joined && last && token.type === 'word') {
      // "full-time creator": a hyphenated word stays one word ("FullTime").
      run[run.length - 1] = { ...last, value: `${last.value}${token.value.charAt(0).toUpperCase()}${token.value.slice(1)}`, tag: 'NOUN' };
      joined = false;
    } else if (token.type === 'word' && /^(?:NOUN|PROPN|ADJ)$/.test(token.tag) && token.lower !== 'i') run.push(token);
    else {
      joined = false;
      flush();
    }
  }
  flush();
  const named = names.map((n) => n.split(' ').filter((w) => /^\p{L}[\p{L}\p{N}]*$/u.test(w)));
  const seen = new Set<string>();
  const own = [...named, ...runs].map(camel);
  return (own.length ? own : fallback)
    .filter((tag) => {
      const key = tag.toLowerCase();
      const usable = /\p{L}{3}/u.test(tag) && tag.length <= 30 && !seen.has(key);
      seen.add(key);
      return usable;
    });
}

/** Quoted words read as one name, so that a quotation does not read as the topic's own verbs. */
function unquoted(text: string): string {
  return text.replace(/["“”][^"“”]+["“”]|(?<!\p{L})'[^']+'(?!\p{L})/gu, 'Quote');
}

/** Reads a topic's shape (wink-nlp: parts of speech, numbers; see docs/product/drafts.md#topic-shapes). */
export function readTopicShape(topic: string): TopicShape {
  const forms = describeTopic(topic);
  const text = withoutEmoji(forms.raw).replace(/[.?!:;,\s]+$/u, '');
  const asked = /\?/.test(withoutEmoji(topic).slice(-2));
  const tokens = tokensOf(text);
  const shouted = !/\p{Ll}/u.test(topic);
  const names = shouted ? [] : namesIn(withoutEmoji(topic.trim()));
  const base = { forms, names };
  if (!text) return { kind: 'noun', ...base };
  // A clause or a list makes its hashtags from its names and nouns, not its first words ("#JustHit").
  const tagged = (fallback: string[] = []) => ({ forms: { ...forms, tags: shapeTags(tokens, names, fallback) }, names });
  const list = listShape(text, tokens);
  if (list) return { kind: 'list', ...tagged(), list };
  const action = howToAction(text);
  if (action) return { kind: 'how-to', ...base, howTo: { action } };
  if (isMilestone(text, tokens)) return { kind: 'milestone', ...tagged(), milestone: milestoneOf(text) };
  const question = questionOf(text, asked);
  if (question) return { kind: 'question', ...tagged(forms.tags), question };
  if (isStatement(tokensOf(unquoted(text)))) return { kind: 'statement', ...tagged() };
  return { kind: 'noun', ...base };
}
