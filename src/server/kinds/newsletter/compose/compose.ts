import { DEFAULT_NEWSLETTER_SECTIONS, type NewsletterRequest } from '../../../../contract/content';
import { PREVIEW_TEXT_MAX } from '../check';
import { SECTION_BODIES, sectionKind, type SectionKind } from './sections';
import { issueFromSource } from './source';
import { NEWSLETTER_TONES, type NewsletterToneBank } from './tones';
import { type Chooser, createChooser, seedOf, stableStringify } from '../../../ai/offline/seeded-chooser';
import { capitalizeFirst, fill, joinAnd, sentence, type TemplateVars } from '../../../ai/offline/template';
import { describeTopic, shortenPhrase } from '../../../ai/offline/topic-forms';
import { NEWSLETTER_TEMPLATES, type NewsletterTemplateSection } from '../templates';
import { KIND } from '../kind';

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

/** The section plan: the sections the creator lists; else the template's (with their bodies); else the defaults. */
function planSections(request: NewsletterRequest): { names: readonly string[]; template: readonly NewsletterTemplateSection[] | null } {
  const template = NEWSLETTER_TEMPLATES.advanced(request.template);
  if (request.sections.length > 0) return { names: request.sections, template: null };
  if (template) return { names: template.sections.map((s) => s.heading), template: template.sections };
  return { names: DEFAULT_SECTIONS, template: null };
}

/** The issue for a request, signed with the creator's name when there is one (offline drafts are signed, a model's are not). */
export function composeNewsletter(input: NewsletterRequest, author = ''): string {
  // The standard template is the issue a request without one gets, word for word.
  const request = NEWSLETTER_TEMPLATES.withoutStandard(input);
  // The name only signs the issue: the same request gives the same issue whoever sends it.
  const chooser = createChooser(`${KIND.id}:${stableStringify(seedOf(request))}`);
  const topic = describeTopic(request.topic);
  const tone = NEWSLETTER_TONES[request.tone];
  const plan = planSections(request);
  const sections = plan.names;
  const vars: TemplateVars = {
    topic: topic.subject,
    core: topic.core,
    short: shortenPhrase(topic.short, 40),
    audience: request.target_audience,
  };

  // With a source, its summary and points fill the sections that call for them; the others keep their own.
  const fromSource = issueFromSource({ source: request.source, sections, tone, kinds: plan.template?.map((s) => s.body) });
  const draws = new Map<SectionKind, () => readonly string[]>();
  const asides = chooser.deck(tone.asides);
  const body = sections.flatMap((name, i) => {
    const filled = fromSource?.bodies.get(i);
    if (filled) return [`## ${name}`, ...filled];
    const planned = plan.template?.[i];
    const kind = planned?.body ?? sectionKind(name);
    const own = planned?.blocks ? chooser.pick(planned.blocks) : null;
    const blocks = (own ?? sectionBody(kind, draws, chooser)).map((block) => sentence(block, vars));
    const aside = ASIDE_KINDS.has(kind) && chooser.next() < 0.5 ? [asides()] : [];
    return [`## ${name}`, ...blocks, ...aside];
  });

  return [
    `Subject: ${composeSubject(tone, vars, chooser)}`,
    `Preview text: ${composePreview(tone, vars, plan.template ? sections : request.sections, chooser)}`,
    '',
    fill(tone.greeting, vars),
    '',
    [sentence(chooser.pick(tone.openings), vars), ...(fromSource?.opening ?? [])].join('\n\n'),
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
