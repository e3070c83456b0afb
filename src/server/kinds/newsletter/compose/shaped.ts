import { type Fact, markdownText } from '../../../ai/offline/source-facts';
import type { TopicShape } from '../../../ai/offline/topic-shape';
import { capitalizeFirst, fill, sentence, type TemplateVars } from '../../../ai/offline/template';
import { fillIn, numberedFillIn } from '../../blog-post/compose/slots';
import { countWord, proseNoun } from '../../blog-post/compose/topic-phrase';
import { ISSUE_SHAPES } from './shapes';

// An issue written for its topic's shape: the topic's own section, the counted sections' items, the
// opening, subject and preview lines (docs/product/drafts.md).

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** Nouns after a number that measure (time, audience), not items a section lists. */
const MEASURES = /^(?:seconds|minutes|hours|days|weeks|months|years|times|subscribers|followers|views|readers|members|episodes|percent)$/iu;

function singular(noun: string): string {
  if (/ies$/iu.test(noun)) return noun.slice(0, -3) + 'y';
  if (/(?:ch|sh|ss|x)es$/iu.test(noun)) return noun.slice(0, -2);
  return noun.replace(/s$/iu, '');
}

/** A section heading that promises a count ("Three lessons", "5 tools worth trying"): how many, and one item's name. */
export function countedSection(heading: string): { count: number; noun: string } | null {
  for (const m of heading.matchAll(/(?<![\p{L}\d,.])(\d{1,2}|[A-Za-z]+)\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+s)\b/gu)) {
    const word = (m[1] ?? '').toLowerCase();
    const count = /^\d+$/u.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
    const noun = m[2] ?? '';
    if (count >= 2 && count <= 12 && !MEASURES.test(noun)) return { count, noun: singular(noun) };
  }
  return null;
}

/** "Three lessons" → "three lessons": plain capitalised words lower case mid-sentence, acronyms kept. */
function midSentence(name: string): string {
  return name.replace(/\p{Lu}\p{Ll}+/gu, (word) => word.toLowerCase());
}

/**
 * A counted section's body: a lead line, then exactly as many bullets as the heading promises, each the
 * source's sentence when there is one, else a slot.
 */
export function countedBody(heading: string, counted: { count: number; noun: string }, facts: readonly Fact[] = []): string[] {
  const items = Array.from({ length: counted.count }, (_, i) => `- ${itemText(facts[i]) ?? numberedFillIn(counted.noun, i + 1, ISSUE_SHAPES.countedHint)}`);
  return [fill(ISSUE_SHAPES.countedLead, { heading: midSentence(heading) }), items.join('\n')];
}

export function shapeVars(shape: TopicShape): TemplateVars {
  const list = shape.list;
  const count = list ? countWord(list.count) : '';
  const q = shape.question;
  return {
    count,
    Count: capitalizeFirst(count),
    items: list?.items ?? '',
    rest: list?.rest ? ` ${list.rest}` : '',
    action: shape.howTo?.action ?? '',
    question: q ? (q.embedded ? `"${q.text}".` : `"${q.text}"`) : '',
    statement: shape.milestone?.statement ?? shape.forms.raw,
  };
}

/** The noun phrase the issue's general sections use for {core} and {topic}: the list's items, the how-to's activity, or a neutral phrase for a story or a claim. */
export function shapeCore(shape: TopicShape): { topic: string; core: string } {
  if (shape.kind === 'list' && shape.list) return { topic: proseNoun(shape.list.items), core: proseNoun(shape.list.items) };
  if (shape.kind === 'how-to' || (shape.kind === 'question' && shape.forms.activity)) return { topic: shape.forms.subject, core: shape.forms.core };
  if (shape.kind === 'milestone') return { topic: ISSUE_SHAPES.storyCore, core: ISSUE_SHAPES.storyCore };
  if (shape.kind === 'statement' || shape.kind === 'question') return { topic: ISSUE_SHAPES.claimCore, core: ISSUE_SHAPES.claimCore };
  return { topic: proseNoun(shape.forms.subject), core: proseNoun(shape.forms.core) };
}

/** A fact of the source as an item's text, or undefined without one. */
function itemText(fact: Fact | undefined): string | undefined {
  return fact && markdownText(fact.text);
}

/**
 * The topic's own section body for its shape; null for a noun phrase. A list's items are the source's
 * sentences (`facts`, best first) where there are any, slots for the rest.
 */
export function shapeBody(shape: TopicShape, vars: TemplateVars, facts: readonly Fact[] = []): string[] | null {
  const bank = ISSUE_SHAPES;
  if (shape.kind === 'list' && shape.list) {
    const item = shape.list.item;
    const lines = Array.from({ length: shape.list.count }, (_, i) => `${i + 1}. ${itemText(facts[i]) ?? numberedFillIn(item, i + 1, 'name it, and say in a sentence how to do it')}`);
    return [sentence(bank.listLead, vars), lines.join('\n'), bank.listAfter];
  }
  if (shape.kind === 'how-to' && shape.howTo) {
    const steps = [1, 2, 3].map((n) => `${n}. ${numberedFillIn('Step', n, n === 1 ? 'the first thing to do, and how you know it is done' : n === 3 ? 'the last step, and what the result looks like' : 'what comes next')}`);
    return [sentence(bank.stepsLead, vars), steps.join('\n'), bank.stepsAfter];
  }
  if (shape.kind === 'question' && shape.question) {
    const hint = shape.question.yesNo ? 'yes, no or it depends, and the one reason that decides it' : 'the answer in one or two sentences';
    return [bank.answerLead, fillIn('Your answer', hint), bank.answerAfter];
  }
  if (shape.kind === 'milestone') {
    return bank.milestoneSections.map((s) => `${fillIn(s.heading, s.hint)} ${s.after}`);
  }
  if (shape.kind === 'statement') {
    return [bank.statementLead, [`- ${numberedFillIn('Reason', 1, 'the experience or example that convinced you')}`, `- ${numberedFillIn('Reason', 2, 'a second example, ideally someone else’s')}`].join('\n'), fillIn('The exception', 'when this is not true, and why')];
  }
  return null;
}
