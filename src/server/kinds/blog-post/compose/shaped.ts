import type { TopicShape } from '../../../ai/offline/topic-shape';
import { fill, sentence, type TemplateVars } from '../../../ai/offline/template';
import { titleCase } from '../../../ai/offline/topic-forms';
import { capitalizeFirst } from '../../../ai/offline/template';
import { markdownText } from '../../../ai/offline/source-facts';
import type { Draft } from './blocks';
import { type BlogBlock, toSentence } from './fit';
import { BLOG_SHAPES } from './shapes';
import { fillIn, numberedFillIn } from './slots';
import { countWord, proseNoun } from './topic-phrase';

/** What a topic's shape gives a post: its opening paragraph, its own sections, what they cover, its title patterns. */
export interface ShapedPost {
  hook: BlogBlock;
  sections: BlogBlock[];
  coverage: string;
  /** The meta description, before shortening. */
  meta: string;
  titles: readonly string[];
  /** The noun phrase the general sections use for {topic}; null when the post takes none. */
  themeTopic: string | null;
  /** Sentences the fitter may add when the post is short (a story's reflections). */
  extras: readonly string[];
  /** A closing section of its own (a story's), replacing the tone's conclusion. */
  closing: BlogBlock[] | null;
}

type Shaped = Exclude<TopicShape['kind'], 'noun'>;

function prose(texts: readonly string[], keep: number, extendable = false): BlogBlock {
  return { kind: 'prose', sentences: texts.map((t, i) => toSentence(t, i < keep)), extendable };
}

function heading(text: string, level: 2 | 3 = 2): BlogBlock {
  return { kind: 'heading', level, text };
}

/**
 * Items for a list or steps: the source's facts first when there is a source (each used fact taken out
 * of the source's sections), a fill-in slot for the rest.
 */
function itemsFrom(draft: Draft, count: number, slotFor: (n: number) => string): string[] {
  const facts = takeFacts(draft, count);
  return Array.from({ length: count }, (_, i) => facts[i] ?? slotFor(i + 1));
}

/**
 * Up to `count` facts of the source, each leaving where it was: the best fact of each source section in
 * turn, then each section's next best, and when the sections run out (a short source), the opening's
 * sentences, so that a short source fills as many items as it has sentences.
 */
function takeFacts(draft: Draft, count: number): string[] {
  const plan = draft.source;
  if (!plan) return [];
  const out: string[] = [];
  while (out.length < count && plan.groups.length > 0) {
    for (const group of plan.groups) {
      if (out.length >= count) break;
      const best = [...group.facts].sort((a, b) => a.rank - b.rank)[0];
      if (!best) continue;
      group.facts = group.facts.filter((f) => f !== best);
      const text = markdownText(best.text);
      out.push(group.term ? `**${capitalizeFirst(group.term)}:** ${text}` : text);
    }
    plan.groups = plan.groups.filter((g) => g.facts.length > 0);
  }
  const fromOpening = [...plan.opening].sort((a, b) => a.rank - b.rank).slice(0, count - out.length);
  plan.opening = plan.opening.filter((f) => !fromOpening.includes(f));
  return [...out, ...fromOpening.map((f) => markdownText(f.text))];
}

/** Words that open a phrase: the items may end a heading before one ("… Tricks | for Filming"), never before other words. */
const PHRASE_START = /^(?:for|with|in|on|at|by|from|to|of|about|into|without|during|after|before|while|when|like|using|and|or|that|which|who)\b/iu;

/** The list's heading: the count and the items with what follows them when it fits, never cut inside a phrase. */
function listHeading(vars: TemplateVars): string {
  const full = titleCase(`the ${vars.count} ${vars.items}${vars.rest}`);
  if ([...full].length <= 60) return full;
  const rest = (vars.rest ?? '').trim();
  return !rest || PHRASE_START.test(rest) ? titleCase(fill(BLOG_SHAPES.list.heading, vars)) : titleCase(`the ${vars.count}, one by one`);
}

function listPost(draft: Draft, shape: TopicShape, vars: TemplateVars): ShapedPost {
  const bank = BLOG_SHAPES.list;
  const list = shape.list!;
  const label = list.item;
  const items = itemsFrom(draft, list.count, (n) => numberedFillIn(label, n, `name it, then say in a sentence or two how to do it and what it changes`));
  return {
    hook: prose(draft.chooser.pick(bank.intro).map((t) => sentence(t, vars)), 1),
    sections: [
      heading(listHeading(vars)),
      { kind: 'list', items, numbered: true },
      prose(bank.after.map((t) => sentence(t, vars)), 1, true),
    ],
    coverage: fill(bank.coverage, vars),
    meta: sentence(bank.meta, vars),
    titles: bank.titles,
    themeTopic: proseNoun(list.items),
    extras: [],
    closing: null,
  };
}

function stepCount(words: number): number {
  return words < 500 ? 3 : words < 900 ? 4 : 5;
}

function howToPost(draft: Draft, shape: TopicShape, vars: TemplateVars): ShapedPost {
  const bank = BLOG_SHAPES['how-to'];
  const action = shape.howTo!.action;
  const count = stepCount(draft.request.word_count);
  const steps = itemsFrom(draft, count, (n) =>
    numberedFillIn('Step', n, n === 1 ? `the first thing you do to ${action}, and how you know it's done` : n === count ? 'the last step, and what the finished result looks like' : "what you do next, and how you know it's done"),
  );
  return {
    hook: prose(draft.chooser.pick(bank.intro).map((t) => sentence(t, vars)), 1),
    sections: [
      heading(bank.needHeading),
      prose([fillIn('What you need', bank.needHint)], 1),
      // The title already says "How to …": the steps' heading does not repeat it.
      heading(bank.stepsHeading),
      { kind: 'list', items: steps, numbered: true },
      prose(bank.after.map((t) => sentence(t, vars)), 1, true),
      heading(bank.snagHeading),
      prose([fillIn('Common snag', bank.snagHint)], 1),
    ],
    coverage: fill(bank.coverage, vars),
    meta: sentence(bank.meta, vars),
    titles: bank.titles,
    themeTopic: shape.forms.subject,
    extras: [],
    closing: null,
  };
}

function questionPost(draft: Draft, shape: TopicShape, vars: TemplateVars): ShapedPost {
  const bank = BLOG_SHAPES.question;
  const q = shape.question!;
  const intro = q.embedded ? bank.embeddedIntro : bank.intro;
  const yesNo = q.yesNo;
  const facts = takeFacts(draft, 3);
  const bullets = (yesNo ? bank.factorHints : bank.reasonHints).map((hint, i) => facts[i] ?? numberedFillIn(yesNo ? 'Factor' : 'Reason', i + 1, hint));
  return {
    hook: prose(draft.chooser.pick(intro).map((t) => sentence(t, vars)), 1),
    sections: [
      heading(bank.answerHeading),
      prose([fillIn('Your answer', yesNo ? bank.answerHintYesNo : bank.answerHint)], 1),
      heading(yesNo ? bank.factorsHeading : bank.reasonsHeading),
      { kind: 'list', items: bullets },
      heading(bank.decideHeading),
      prose(bank.decide.map((t) => sentence(t, vars)), 1, true),
    ],
    coverage: fill(bank.coverage, vars),
    meta: sentence(bank.meta, vars),
    titles: bank.titles,
    // General sections speak of "this decision" or "this question": the question itself is no noun phrase.
    themeTopic: yesNo ? 'this decision' : 'this question',
    extras: [],
    closing: null,
  };
}

function milestonePost(draft: Draft, vars: TemplateVars): ShapedPost {
  const bank = BLOG_SHAPES.milestone;
  const [took1 = '', took2 = ''] = bank.tookHints;
  return {
    hook: prose(draft.chooser.pick(bank.intro).map((t) => sentence(t, vars)), 2),
    sections: [
      heading(bank.happenedHeading),
      prose([fillIn('What happened', bank.happenedHint)], 1),
      prose([], 0, true),
      heading(bank.tookHeading),
      prose([fillIn('What it took', took1)], 1),
      prose([fillIn('The hard part', took2)], 1),
      prose([], 0, true),
      heading(bank.adviceHeading),
      prose([fillIn('Your advice', bank.adviceHint)], 1),
      prose([], 0, true),
      heading(bank.nextHeading),
      prose([fillIn("What's next", bank.nextHint)], 1),
    ],
    coverage: fill(bank.coverage, vars),
    meta: sentence(bank.meta, vars),
    titles: bank.titles,
    themeTopic: "what you're building",
    extras: bank.reflections.map((t) => sentence(t, vars)),
    closing: [prose(bank.closing.map((t) => sentence(t, vars)), 2)],
  };
}

function statementPost(draft: Draft, vars: TemplateVars): ShapedPost {
  const bank = BLOG_SHAPES.statement;
  const facts = takeFacts(draft, bank.whyHints.length);
  return {
    hook: prose(draft.chooser.pick(bank.intro).map((t) => sentence(t, vars)), 2),
    sections: [
      heading(bank.whyHeading),
      ...bank.whyHints.map((hint, i) => prose([facts[i] ?? numberedFillIn('Reason', i + 1, hint)], 1)),
      heading(bank.exceptionHeading),
      prose([fillIn('The exception', bank.exceptionHint)], 1),
      heading(bank.useHeading),
      prose(bank.use.map((t) => sentence(t, vars)), 1, true),
    ],
    coverage: fill(bank.coverage, vars),
    meta: sentence(bank.meta, vars),
    titles: bank.titles,
    themeTopic: 'this idea',
    extras: [],
    closing: [prose(bank.closing.map((t) => sentence(t, vars)), 2)],
  };
}

/** The vars of the shape sentences. */
function shapeVars(draft: Draft, shape: TopicShape): TemplateVars {
  const list = shape.list;
  const count = list ? countWord(list.count) : '';
  return {
    count,
    Count: list ? (/^\d/.test(count) ? count : titleCase(count)) : '',
    items: list?.items ?? '',
    Items: list ? titleCase(list.items) : '',
    rest: list?.rest ? ` ${list.rest}` : '',
    action: shape.howTo?.action ?? '',
    question: shape.question?.text ?? '',
    statement: shape.milestone?.statement ?? shape.forms.raw,
    topic: draft.vars.topic ?? '',
    audience: draft.request.target_audience,
  };
}

/** The post's own frame for a topic that is not a plain noun phrase; null for a noun phrase. */
export function shapedPost(draft: Draft, shape: TopicShape): ShapedPost | null {
  // With a source, a list's items are the source's sentences; the other shapes write the source's own post.
  if (shape.kind === 'noun' || (draft.source && shape.kind !== 'list')) return null;
  const vars = shapeVars(draft, shape);
  const build: Record<Shaped, () => ShapedPost | null> = {
    list: () => (shape.list ? listPost(draft, shape, vars) : null),
    'how-to': () => (shape.howTo ? howToPost(draft, shape, vars) : null),
    question: () => (shape.question ? questionPost(draft, shape, vars) : null),
    milestone: () => milestonePost(draft, vars),
    statement: () => statementPost(draft, vars),
  };
  return build[shape.kind]();
}
