import { findSlots } from '../../../contract/slots';
import type { CorpusTopic } from './topics';

/**
 * The corpus's checks of one draft that need no grammar checker (docs/product/drafts-corpus.md): counts,
 * topics pasted ungrammatically, placeholders, hashtags. Each returns problems in words, empty when
 * the draft passes.
 */

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** A count written in words or digits, or null. */
export function countOf(word: string): number | null {
  if (/^\d{1,2}$/u.test(word)) return Number(word);
  const at = NUMBER_WORDS.indexOf(word.toLowerCase());
  return at < 0 ? null : at + 1;
}

/** Nouns after a number that measure (time, audience, money), not items a section lists. */
const MEASURES = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|times|subscribers|followers|views|readers|members|episodes|sales|posts|videos|percent|fps|k|million|dollars|hits)$/iu;

/** Words ending in "s" that are not plural nouns. */
const NOT_PLURAL = /^(?:as|is|was|has|does|this|its|his|hers|yours|ours|us|plus|less|across|unless|thus|gets|makes|takes|works|needs)$/iu;

interface Heading {
  level: number;
  text: string;
  line: number;
}

/** Markdown headings (a video script's time mark taken off) and bold-only lines as level 7. */
function headingsOf(lines: readonly string[]): Heading[] {
  return lines.flatMap((line, index) => {
    const md = /^(#{1,6})\s+(.*)$/u.exec(line);
    if (md) return [{ level: md[1]?.length ?? 1, text: (md[2] ?? '').replace(/^\[[\d:–-]+\]\s*/u, '').trim(), line: index }];
    const bold = /^\*\*([^*]+)\*\*:?$/u.exec(line.trim());
    return bold ? [{ level: 7, text: bold[1]?.trim() ?? '', line: index }] : [];
  });
}

const NUMBERED = /^\s*(?:\*\*)?(\d{1,2})[.)](?:\*\*)?\s+\S/u;
const BULLET = /^\s*(?:[-*•▪✅→]|\p{Extended_Pictographic}\uFE0F?)\s*\S/u;
const KEYCAP = /^\s*\d\uFE0F?\u20E3/u;

/**
 * The items of a stretch of lines: its numbered headings one level down if it has any, else its
 * numbered lines, else its bullet lines (a social post's "→" lines count).
 */
function itemsIn(lines: readonly string[], below: number): string[] {
  const headings = headingsOf(lines).filter((h) => h.level > below && h.level <= 6);
  const top = Math.min(...headings.map((h) => h.level));
  const numberedAll = headings.filter((h) => /^\d{1,2}[.):]\s/u.test(h.text));
  const numberedLevel = Math.min(...numberedAll.map((h) => h.level));
  const numberedHeadings = numberedAll.filter((h) => h.level === numberedLevel);
  if (numberedHeadings.length > 0) return numberedHeadings.map((h) => h.text);
  const numbered = lines.filter((l) => NUMBERED.test(l) || KEYCAP.test(l));
  if (numbered.length > 0) return numbered;
  const bullets = lines.filter((l) => BULLET.test(l));
  if (bullets.length > 0) return bullets;
  return headings.filter((h) => h.level === top).map((h) => h.text);
}

/** The lines a heading rules: up to the next heading of its level or higher. */
function linesUnder(lines: readonly string[], headings: readonly Heading[], at: number): string[] {
  const h = headings[at];
  if (!h) return [];
  const next = headings.slice(at + 1).find((o) => o.level <= h.level);
  return lines.slice(h.line + 1, next ? next.line : lines.length);
}

/** Where the body of a draft is: a social post is all body; other kinds start after their title. */
function bodyLines(text: string): string[] {
  return text.split('\n').filter((l) => !/^(?:Subject|Preview text|\*\*Platform:\*\*|\*\*Meta description:\*\*)/u.test(l));
}

/** A list item's text without its number, bullet or bold label ("1. **Heat:** …" → "…"). */
function itemText(item: string): string {
  return item
    .trim()
    .replace(/^(?:#{1,6}\s+)?(?:\*\*)?\d{1,2}[.):](?:\*\*)?\s+/u, '')
    .replace(/^[-*•→]\s+/u, '')
    .replace(/^\*\*[^*]+:\*\*\s+/u, '');
}

/** Whether an item (its line, or its lines under a heading) quotes one of the source's sentences: whole, or its opening cut short with "…". */
function quotesSource(item: string, sourceSentences: readonly string[]): boolean {
  return item.split('\n').some((line) => {
    const text = itemText(line);
    const cut = text.endsWith('…') ? text.slice(0, -1).trim() : null;
    return sourceSentences.some((s) => text.includes(s) || (cut !== null && cut.length >= 10 && s.startsWith(cut)));
  });
}

/**
 * Counts: a list promise of N gets exactly N items, each a slot to fill (the engine knows no tricks
 * of its own) or, for a draft made from a source, one of `sourceSentences` (as the draft writes them);
 * and a count in a heading ("Three lessons", "3 Fixes") matches the items under it.
 */
export function countProblems(text: string, topic: CorpusTopic, sourceSentences: readonly string[] = []): string[] {
  const problems: string[] = [];
  const lines = bodyLines(text);
  const headings = headingsOf(lines);
  if (topic.shape === 'list' && topic.count !== undefined) {
    const items = itemsIn(lines, 0);
    if (items.length !== topic.count) problems.push(`the topic promises ${topic.count} items; the draft lists ${items.length}`);
    else {
      const bare = items.filter((item, i) => findSlots(item).length === 0 && findSlots(itemBody(lines, item, items[i + 1])).length === 0 && !quotesSource(itemBody(lines, item, items[i + 1]), sourceSentences));
      if (bare.length > 0) problems.push(`list items with neither a named item nor a slot to fill: "${bare[0]?.trim()}"${bare.length > 1 ? ` and ${bare.length - 1} more` : ''}`);
    }
  }
  headings.forEach((h, at) => {
    for (const m of h.text.matchAll(/(?<![\p{L}\d,.])(\d{1,2}|[A-Za-z]+)\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+s)\b/gu)) {
      const n = countOf(m[1] ?? '');
      if (n === null || n < 2 || MEASURES.test(m[2] ?? '') || NOT_PLURAL.test(m[2] ?? '')) continue;
      // A count the topic itself holds ("one video, three platforms") is the creator's words, not a list, unless the topic promises one.
      if (topic.shape !== 'list' && topic.topic.toLowerCase().includes(m[0].toLowerCase())) continue;
      const under = linesUnder(lines, headings, at);
      const items = itemsIn(under, h.level === 7 ? 0 : h.level);
      if (items.length !== n) problems.push(`the heading "${h.text}" promises ${n} ${m[2]}; ${items.length} follow`);
    }
  });
  return problems;
}

/** The text of one item: its line, and when it is a heading the lines up to the next item. */
function itemBody(lines: readonly string[], item: string, next: string | undefined): string {
  const start = lines.findIndex((l) => l.includes(item));
  if (start < 0) return item;
  const end = next === undefined ? -1 : lines.findIndex((l, i) => i > start && l.includes(next));
  const stop = end < 0 ? lines.findIndex((l, i) => i > start && /^#{1,6}\s/u.test(l)) : end;
  return lines.slice(start, stop < 0 ? lines.length : stop).join('\n');
}

const PREPOSITION = 'about|of|with|for|from|into|around|on|to|at|by|behind|beyond|the|a|an|your|their|its|our|my|his|her';
const THIRD_PERSON_VERB = /^(?:is|isn't|was|feels|depends|rests|requires|comes|gives|makes|takes|works|has|hasn't|matters|looks|doesn't|does|starts|sounds|needs|becomes|means|can|will|should)\b/iu;
const SUBJECT_PRONOUN = /\b(?:about|of|with|for|from|into|around|on|to|at|by|behind|the|a|an|your|their|its|our)\s+(?:I|we|he|she|they)\b(?!['’])/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Prose lines (no headings, hashtags or slots) as one text per paragraph. */
function proseLines(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => !/^#{1,6}\s/u.test(l) && !/^\s*#\S/u.test(l))
    .map((l) => findSlots(l).reduce((out, s) => out.replace(s.text, ' '), l));
}

/**
 * A topic pasted where it does not fit: a clause (a milestone, a statement, a question) used as a noun
 * ("Nobody told me this about I just hit …", "If I just hit … feels harder"), a salutation pasted with
 * the audience ("Hello my subscribers who …"), a countable topic without its article ("A good place to
 * begin is content calendar"), a how-to after a preposition ("approach to how to record …"), a topic
 * with a colon inside a sentence, a question mark in mid-sentence, a heading that cuts the topic
 * mid-phrase ("… How to Record a Month").
 */
export function pastingProblems(text: string, topic: CorpusTopic): string[] {
  const problems: string[] = [];
  const prose = proseLines(text);
  const flat = prose.join('\n');
  const pronoun = SUBJECT_PRONOUN.exec(flat);
  if (pronoun) problems.push(`a clause pasted as a noun: "${around(flat, pronoun.index, pronoun[0].length)}"`);
  const clause = topic.shape === 'milestone' || topic.shape === 'statement' || topic.shape === 'question' || /^how (?:i|we)\b/iu.test(topic.topic);
  const words = topic.topic.replace(/[?!.]+$/u, '').split(/\s+/u);
  if (clause && words.length >= 3) {
    const lead = words.slice(0, 3).join(' ');
    const before = new RegExp(`\\b(?:${PREPOSITION})\\s+${escape(lead)}`, 'iu').exec(flat);
    if (before) problems.push(`the topic pasted as a noun after "${before[0].split(/\s+/u)[0]}": "${around(flat, before.index, before[0].length)}"`);
    // The clause from its start to its last words, in one sentence, then a verb: "If I just hit … a week feels harder".
    const tail = escape(words.slice(-3).join(' '));
    for (const m of flat.matchAll(new RegExp(`${escape(lead)}[^.!?\\n]*?${tail}[?!]?\\s+(\\S+)`, 'giu'))) {
      if (THIRD_PERSON_VERB.test(m[1] ?? '')) {
        problems.push(`the topic used as the subject of "${m[1]}": "${around(flat, m.index, m[0].length)}"`);
        break;
      }
    }
  }
  const greeting = /^(?:Hello|Hi|Hey|Dear)\b[^\n]*$/mu.exec(flat);
  if (greeting && (/\bwho\b/u.test(greeting[0]) || /^(?:Hello|Hi|Hey|Dear)\s+(?:my|our)\s/u.test(greeting[0]) || greeting[0].split(/\s+/u).length > 7)) {
    problems.push(`a greeting with the audience pasted in: "${greeting[0]}"`);
  }
  if (ARTICLE_NEEDED.has(topic.topic.toLowerCase())) {
    const bare = new RegExp(`\\b(?:is|are|was|about|with|to|of|for|on|begin|start|into|without|build|plan|use|make|create)\\s+${escape(topic.topic)}\\b`, 'iu').exec(flat);
    if (bare) problems.push(`a countable topic without its article: "${around(flat, bare.index, bare[0].length)}"`);
  }
  // "about how to", "on how to" are English; "approach to how to", "with how to" are a pasted how-to.
  const howTo = /\b(?:to|with)\s+how to\b/iu.exec(flat);
  if (howTo) problems.push(`a how-to after a preposition: "${around(flat, howTo.index, howTo[0].length)}"`);
  if (topic.topic.includes(':')) {
    const colon = new RegExp(`\\p{Ll}\\s+${escape(topic.topic)}`, 'iu').exec(flat);
    if (colon) problems.push(`a topic with a colon pasted inside a sentence: "${around(flat, colon.index, colon[0].length)}"`);
  }
  const midQuestion = /\?\s+\p{Ll}/u.exec(flat);
  if (midQuestion) problems.push(`a question mark in mid-sentence: "${around(flat, midQuestion.index, 2)}"`);
  for (const h of headingsOf(text.split('\n'))) {
    const cut = cutMidPhrase(h.text, topic.topic);
    if (cut) problems.push(cut);
  }
  return problems;
}

/** Countable singular topics that take an article in a sentence. */
export const ARTICLE_NEEDED: ReadonlySet<string> = new Set(['content calendar', 'media kit', 'editing checklist', 'youtube channel trailer']);

/**
 * Words that open a phrase: a heading may drop the topic's tail before one, never inside a phrase. Not
 * "of": it binds to the noun before it ("a month of Shorts", "the art of doing nothing").
 */
const PHRASE_START = /^(?:for|with|in|on|at|by|from|to|about|into|without|during|after|before|while|when|like|using|and|or|but|so|that|which|who|vs\.?|versus)$/iu;

/** A heading that holds the start of the topic but stops inside a phrase ("… How to Record a Month" of "… a Month of Shorts"). */
export function cutMidPhrase(heading: string, topic: string): string | null {
  // An emoji (or a dash) after the topic's last word is not a phrase a heading must keep.
  const words = topic.split(/\s+/u);
  while (words.length > 0 && !/[\p{L}\d]/u.test(words.at(-1) ?? '')) words.pop();
  words.push((words.pop() ?? '').replace(/[?!.]+$/u, ''));
  const lower = heading.toLowerCase();
  // Three words at least: a heading may well share two with the topic ("The Five Mistakes").
  for (let n = words.length - 1; n >= 3; n--) {
    const prefix = words.slice(0, n).join(' ').toLowerCase();
    const at = lower.indexOf(prefix);
    if (at < 0) continue;
    const rest = lower.slice(at + prefix.length);
    if (rest.trim() !== '' && !/^\s*[:,(—–?!-]/u.test(rest)) return null;
    const next = words[n] ?? '';
    // "After 14 Months" may drop "of posting twice a week"; "Record a Month" may not drop "of Shorts".
    const measured = next.toLowerCase() === 'of' && (/^\d/u.test(words[n - 2] ?? '') || countOf(words[n - 2] ?? '') !== null) && MEASURES.test(words[n - 1] ?? '');
    return measured || PHRASE_START.test(next) || /[,;:]$/u.test(words[n - 1] ?? '') ? null : `the heading "${heading}" cuts the topic before "${next}"`;
  }
  return null;
}

function around(text: string, index: number, length: number): string {
  return text
    .slice(Math.max(0, index - 30), index + length + 30)
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Placeholders that are not marked slots: "[insert …", "{…}", "TODO", "[your …]" (time marks, checkboxes and cues in capitals are not placeholders). */
export function placeholderProblems(text: string): string[] {
  const problems: string[] = [];
  const slots = new Set(findSlots(text).map((s) => s.at));
  for (const m of text.matchAll(/\[[^\]\n]*\](?!\()/gu)) {
    const inner = m[0].slice(1, -1);
    if (/^\s*insert\b/iu.test(inner)) problems.push(`an "insert" placeholder: ${m[0]}`);
    else if (slots.has(m.index)) continue;
    else if (/^[\d:–\s-]+$/u.test(inner) || /^[ xX]$/u.test(inner)) continue;
    // A video script's cue in capitals: "[ON-SCREEN TEXT: …]", "[B-ROLL: …]" (what the editor shows, not a slot).
    else if (/^\p{Lu}[\p{Lu}\d -]*:\s/u.test(inner)) continue;
    else problems.push(`a bracketed placeholder that is not a slot: ${m[0]}`);
  }
  for (const m of text.matchAll(/\{[^}\n]*\}|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|lorem ipsum|<[a-z][^>\n]*>/giu)) {
    problems.push(`a placeholder that is not a slot: ${m[0]}`);
  }
  return problems;
}

/** The hashtags of a draft, as written (without "#"). */
export function hashtagsOf(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s(])#([\p{L}\p{N}_]+)/gu)].map((m) => m[1] ?? '');
}

/** A hashtag's words: "JustHit10" → Just, Hit, 10; "SEOTips" → SEO, Tips. */
export function hashtagParts(tag: string): string[] {
  return tag.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\d+(?:[kKmM]\b)?|[^\p{L}\d]+/gu) ?? [tag];
}

/** A hashtag's parts less the runs of parts that spell a word of the topic ("Tik" + "Tok", "B" + "Roll"). */
function partsOutsideTopic(parts: readonly string[], topicTokens: readonly string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < parts.length; ) {
    let matched = 0;
    for (let j = parts.length; j > i && matched === 0; j--) {
      const joined = parts.slice(i, j).join('').toLowerCase();
      if (topicTokens.includes(joined)) matched = j - i;
    }
    if (matched > 0) i += matched;
    else rest.push(parts[i++] ?? '');
  }
  return rest;
}

/**
 * Hashtags built from whole words or names, at most `max`, none twice: no number split at a comma or a
 * point (#000Subscribers, #JustHit10 from "10,000"), no word cut short.
 */
export async function hashtagProblems(text: string, topic: string, max: number, knows: (word: string) => Promise<boolean>): Promise<string[]> {
  const problems: string[] = [];
  const tags = hashtagsOf(text);
  if (tags.length > max) problems.push(`${tags.length} hashtags, more than ${max}: ${tags.map((t) => `#${t}`).join(' ')}`);
  const seen = new Set<string>();
  const topicWords = new Set((topic.match(/[\p{L}\p{M}]+/gu) ?? []).map((w) => w.toLowerCase()));
  // The topic's words as a hashtag writes them: "TikTok", "b-roll" → "broll", "don't" → "dont".
  const topicTokens = [...new Set((topic.match(/[\p{L}\p{M}\d]+(?:['’-][\p{L}\p{M}\d]+)*/gu) ?? []).filter((w) => /\p{L}/u.test(w)).map((w) => w.replace(/['’-]/gu, '').toLowerCase()))];
  const splitNumbers = (topic.match(/\d+(?:[,.]\d+)+/gu) ?? []).flatMap((n) => n.split(/[,.]/u));
  for (const tag of tags) {
    if (seen.has(tag.toLowerCase())) problems.push(`#${tag} twice`);
    seen.add(tag.toLowerCase());
    for (const part of partsOutsideTopic(hashtagParts(tag), topicTokens)) {
      if (/^\d+$/u.test(part)) {
        if (splitNumbers.includes(part) || /^0/u.test(part)) problems.push(`#${tag} holds "${part}", a piece of a number`);
        continue;
      }
      if (/^\d/u.test(part) || !/\p{L}/u.test(part)) continue;
      if (part.length === 1 && !/^[aI]$/u.test(part)) {
        problems.push(`#${tag} holds "${part}", a piece of a word`);
        continue;
      }
      if (topicWords.has(part.toLowerCase())) continue;
      if (!(await knows(part))) problems.push(`#${tag} holds "${part}", not a whole word or a name of the topic`);
    }
    if (/^\d/u.test(tag) && splitNumbers.some((p) => tag.startsWith(p))) problems.push(`#${tag} starts with a piece of a number`);
  }
  return [...new Set(problems)];
}
