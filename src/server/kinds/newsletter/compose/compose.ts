import { DEFAULT_NEWSLETTER_SECTIONS, type NewsletterRequest } from '../../../../contract/content';
import { PREVIEW_TEXT_MAX } from '../check';
import { SECTION_BODIES, sectionKind, type SectionKind } from './sections';
import { issueFromSource } from './source';
import { NEWSLETTER_TONES, type NewsletterToneBank } from './tones';
import { type Chooser, createChooser, seedOf, stableStringify } from '../../../ai/offline/seeded-chooser';
import { capitalizeFirst, fill, joinAnd, sentence, type TemplateVars } from '../../../ai/offline/template';
import { shortenPhrase } from '../../../ai/offline/topic-forms';
import { readTopicShape, type TopicShape } from '../../../ai/offline/topic-shape';
import { proseNoun } from '../../blog-post/compose/topic-phrase';
import { countedBody, countedSection, shapeBody, shapeCore, shapeVars } from './shaped';
import { ISSUE_SHAPES } from './shapes';
import { NEWSLETTER_TEMPLATES, type NewsletterTemplateSection } from '../templates';
import { KIND } from '../kind';

/** Kinds of section that can carry the topic's own body (a list's items, a story), in order of preference. */
const MAIN_KINDS: readonly SectionKind[] = ['story', 'general', 'intro', 'tips', 'behind'];

/**
 * Where the topic's own body goes: the first section of the most fitting kind that neither promises a
 * count of its own nor holds the source's summary or points (`taken`); else any section without a count.
 */
function mainSection(names: readonly string[], kinds: readonly SectionKind[], taken: ReadonlySet<number>): number {
  for (const kind of MAIN_KINDS) {
    const at = kinds.findIndex((k, i) => k === kind && !taken.has(i) && !countedSection(names[i] ?? ''));
    if (at >= 0) return at;
  }
  return names.findIndex((name) => !countedSection(name));
}

/** The sections whose heading promises a count, by index: how many items each. */
function countedSections(names: readonly string[]): Map<number, number> {
  return new Map(names.flatMap((name, i) => {
    const counted = countedSection(name);
    return counted ? [[i, counted.count] as const] : [];
  }));
}

/** The subject line of a topic that is not a noun phrase: the topic as typed (a question keeps its mark), shortened at a phrase break. */
function shapeSubject(shape: TopicShape): string {
  const text = shape.question && !shape.question.embedded ? shape.question.text : shape.milestone?.statement ?? shape.forms.raw;
  return capitalizeFirst([...text].length <= SUBJECT_MAX ? text : shortenPhrase(text, SUBJECT_MAX));
}

/** The sections an issue has when the request names none. */
export const DEFAULT_SECTIONS = DEFAULT_NEWSLETTER_SECTIONS;
const SUBJECT_MAX = 70;

/** Sections of these kinds may end on one of the tone's closing lines. */
const ASIDE_KINDS: ReadonlySet<SectionKind> = new Set(['story', 'general', 'tips', 'behind']);

function fits(text: string, max: number): boolean {
  return [...text].length <= max;
}

function composeSubject(tone: NewsletterToneBank, vars: TemplateVars, chooser: Chooser): string {
  const options = chooser.shuffle(tone.subjects).map((t) => capitalizeFirst(fill(t, vars)));
  return options.find((s) => fits(s, SUBJECT_MAX)) ?? shortenPhrase(options[0] ?? vars.short ?? '', SUBJECT_MAX);
}

/** Preview text naming the sections when they fit, fewer when not, none as a last resort. */
function composePreview(tone: NewsletterToneBank, vars: TemplateVars, sections: readonly string[], chooser: Chooser): string {
  const templates = sections.length > 0 ? chooser.shuffle(tone.previews) : [tone.plainPreview];
  const lists = [sections, sections.slice(0, 2), sections.slice(0, 1)].map((s) => joinAnd(s.map(lowerPlainWords)));
  for (const list of lists) {
    for (const template of templates) {
      const text = capitalizeFirst(fill(template, { ...vars, sections: list }));
      if (fits(text, PREVIEW_TEXT_MAX)) return text;
    }
  }
  return shortenPhrase(capitalizeFirst(fill('A practical read on {short}.', vars)), PREVIEW_TEXT_MAX);
}

/** "Reader Q&A" → "reader Q&A": plain capitalised words go lower case mid-sentence, acronyms stay. */
function lowerPlainWords(name: string): string {
  return name.replace(/\p{Lu}\p{Ll}*/gu, (word, offset: number, whole: string) => {
    const next = whole.charAt(offset + word.length);
    return word.length > 1 && !/[\p{Lu}&]/u.test(next) ? word.toLowerCase() : word;
  });
}

function sectionBody(kind: SectionKind, draws: Map<SectionKind, () => readonly string[]>, chooser: Chooser): readonly string[] {
  let draw = draws.get(kind);
  if (!draw) {
    draw = chooser.deck(SECTION_BODIES[kind]);
    draws.set(kind, draw);
  }
  return draw();
}

/** The sign-off with the creator's name under it; without a name, the closing line ends the letter. */
function signature(tone: NewsletterToneBank, author: string): string[] {
  return author ? ['', tone.signOff, author] : [];
}

/**
 * The section plan: the sections the creator lists; else the template's (with their bodies); else the
 * defaults. A milestone without a source is told as a story; with one, the issue is the source's.
 */
function planSections(request: NewsletterRequest, shape: TopicShape): { names: readonly string[]; template: readonly NewsletterTemplateSection[] | null; story: boolean } {
  const template = NEWSLETTER_TEMPLATES.advanced(request.template);
  if (request.sections.length > 0) return { names: request.sections, template: null, story: false };
  if (template) return { names: template.sections.map((s) => s.heading), template: template.sections, story: false };
  // A milestone without sections of its own is told as a story: what happened, what it took, what I'd tell you.
  if (shape.kind === 'milestone' && !request.source?.trim()) return { names: ISSUE_SHAPES.milestoneSections.map((s) => s.heading), template: null, story: true };
  return { names: DEFAULT_SECTIONS, template: null, story: false };
}

/** The issue for a request, signed with the creator's name when there is one (offline drafts are signed, a model's are not). */
export function composeNewsletter(input: NewsletterRequest, author = ''): string {
  // The standard template is the issue a request without one gets, word for word.
  const request = NEWSLETTER_TEMPLATES.withoutStandard(input);
  // The name only signs the issue: the same request gives the same issue whoever sends it.
  const chooser = createChooser(`${KIND.id}:${stableStringify(seedOf(request))}`);
  const shape = readTopicShape(request.topic);
  const topic = shape.forms;
  const tone = NEWSLETTER_TONES[request.tone];
  const plan = planSections(request, shape);
  const sections = plan.names;
  const nouns = shapeCore(shape);
  const vars: TemplateVars = {
    topic: nouns.topic,
    core: nouns.core,
    short: shape.kind === 'noun' ? proseNoun(shortenPhrase(topic.short, 40)) : shortenPhrase(nouns.core, 40),
    audience: request.target_audience,
  };
  const svars = shapeVars(shape);

  // With a source, its summary and points fill the sections that call for them, its sentences the items
  // of the topic's list and of the counted sections (docs/product/drafts.md); the others keep their own.
  const fromSource = issueFromSource({
    source: request.source,
    sections,
    tone,
    kinds: plan.template?.map((s) => s.body),
    listItems: shape.kind === 'list' ? (shape.list?.count ?? 0) : 0,
    counted: countedSections(sections),
  });
  // A list keeps its count with a source; the other shapes with one write the source's issue, as the other kinds do.
  const own = fromSource && shape.kind !== 'list' ? null : shapeBody(shape, svars, fromSource?.items);
  const draws = new Map<SectionKind, () => readonly string[]>();
  const asides = chooser.deck(tone.asides);
  const kinds = sections.map((name, i) => plan.template?.[i]?.body ?? sectionKind(name));
  const main = own && !plan.story ? mainSection(sections, kinds, new Set(fromSource?.bodies.keys())) : -1;
  const body = sections.flatMap((name, i) => {
    const filled = fromSource?.bodies.get(i);
    if (filled) return [`## ${name}`, ...filled, ...(i === main && own ? own : [])];
    // A story's sections each take one part of it; the topic's own section takes the shape's body.
    if (plan.story && own) return [`## ${name}`, own[i] ?? ''];
    if (i === main && own) return [`## ${name}`, ...own];
    const counted = countedSection(name);
    if (counted) return [`## ${name}`, ...countedBody(name, counted, fromSource?.counted.get(i))];
    const planned = plan.template?.[i];
    const kind = planned?.body ?? sectionKind(name);
    const templateBlocks = planned?.blocks ? chooser.pick(planned.blocks) : null;
    const blocks = (templateBlocks ?? sectionBody(kind, draws, chooser)).map((block) => sentence(block, vars));
    const aside = ASIDE_KINDS.has(kind) && chooser.next() < 0.5 ? [asides()] : [];
    return [`## ${name}`, ...blocks, ...aside];
  });

  const shaped = shape.kind === 'noun' ? null : shape.kind;
  const noun = shaped === null;
  const opening = shaped ? sentence(ISSUE_SHAPES.openings[shaped], svars) : sentence(chooser.pick(tone.openings), vars);
  const audience = request.target_audience ? [sentence(tone.audience, vars)] : [];
  const subject = noun ? composeSubject(tone, vars, chooser) : shapeSubject(shape);
  const listed = plan.template ? sections : request.sections;
  // A shape's preview names its own body ("The short answer, and how to decide"), which a source's issue has only for a list.
  const preview = shaped && listed.length === 0 && (own !== null || !fromSource) ? sentence(ISSUE_SHAPES.previews[shaped], svars) : composePreview(tone, vars, listed, chooser);
  return [
    `Subject: ${subject}`,
    `Preview text: ${shortenPhrase(preview, PREVIEW_TEXT_MAX)}`,
    '',
    tone.greeting,
    '',
    [[opening, ...audience].join(' '), ...(fromSource?.opening ?? [])].join('\n\n'),
    '',
    body.join('\n\n'),
    '',
    '---',
    '',
    tone.closing,
    ...signature(tone, author.replace(/\s+/g, ' ').trim()),
    '',
    tone.postscript,
  ].join('\n');
}
