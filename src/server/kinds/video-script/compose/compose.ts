import { DURATION_RANGES, type VideoScriptRequest } from '../../../../contract/content';
import { countWords } from '../../../text/count-words';
import { formatClock } from '../../../text/time-marks';
import { type Chooser, createChooser, seedOf, stableStringify } from '../../../ai/offline/seeded-chooser';
import { fill, sentence, type TemplateVars } from '../../../ai/offline/template';
import { shortenPhrase, titleCase } from '../../../ai/offline/topic-forms';
import { readTopicShape, type TopicShape } from '../../../ai/offline/topic-shape';
import { clauseSubject } from '../../../ai/offline/shape-slots';
import { shapePoints, slotPoints } from './shape-points';
import { closingSection, verticalExtras, youtubeExtras } from './closing';
import { VIDEO_LINES } from './lines';
import { audienceLine, CUT_PACE, type Draft, lowerFirst, PLATFORM_LABELS, say, type ScriptPoint, type Section } from './draft';
import { VIDEO_POINTS, type VideoPoint } from './points';
import { sourcePoints } from './source-points';
import { fitRuntime, pickPointCount, planStarts, SPOKEN_WORDS_PER_SECOND, spokenMinutes } from './timeline';
import { VIDEO_TONES } from './tones';
import { shapeBankOf, usableLines } from './shape-lines';
import { shapeVars } from './shape-vars';
import { VIDEO_TEMPLATES, type VideoFixedSection, type VideoPointsSection, type VideoTemplate } from '../templates';
import { KIND } from '../kind';

const { hook: HOOK, intro: INTRO, point: POINT } = VIDEO_LINES;

/**
 * The line that gives a point its tone: a joke, a question, encouragement, the reason, the takeaway.
 * None for a fact of the source: a joke or a piece of advice after it would put words in its mouth.
 */
function toneLines(draft: Draft, point: ScriptPoint, aside: () => string): string[] {
  if (point.why === null || point.takeaway === null) return [];
  if (draft.request.tone === 'educational') return ['', fill(POINT.why, { why: lowerFirst(point.why) })];
  if (draft.request.tone === 'professional') return ['', fill(POINT.takeaway, { takeaway: lowerFirst(point.takeaway) })];
  return ['', say(draft, aside())];
}

/** The hook's spoken line: the tone's, or the source's strongest sentence and the tone's line after it. */
function hookLine(draft: Draft): string {
  const { tone, alternative, shaped } = draft;
  if (shaped) {
    // A list of one has its own hooks only: the tone's more hooks count its items.
    const hooks = oneOr(draft, 'hooks', shaped.hooks);
    return say(draft, pickLine(draft, alternative && hooks === shaped.hooks ? [...hooks, ...shaped.moreHooks] : hooks));
  }
  if (draft.lead) return `${draft.lead} ${say(draft, draft.chooser.pick(alternative ? [...tone.sourceHooks, ...tone.moreSourceHooks] : tone.sourceHooks))}`;
  return say(draft, draft.chooser.pick(alternative ? [...tone.hooks, ...tone.moreHooks] : tone.hooks));
}

/** A line of a shaped bank that can be said for this topic (its slots filled), chosen by the draft's seed. */
function pickLine(draft: Draft, lines: readonly string[]): string {
  return draft.chooser.pick(usableLines(lines, draft.vars));
}

/** A list of one says its own hooks, intros and steps, whatever the tone: there is no count to agree with. */
function oneOr(draft: Draft, key: 'hooks' | 'intros' | 'steps' | 'recap', lines: readonly string[]): readonly string[] {
  const one = draft.bank?.one;
  return one && draft.vars.n === '1' ? one[key] : lines;
}

function hookSection(draft: Draft, withAudience: boolean): Section {
  const hook = [hookLine(draft), ...(withAudience ? audienceLine(draft) : [])].join(' ');
  const cues = draft.bank?.hook ?? HOOK;
  // Chosen only for a vertical video, so a horizontal script's later choices stay as they were.
  const onScreen = () => (draft.bank ? pickLine(draft, draft.bank.hook.onScreen) : draft.chooser.pick(draft.lead ? HOOK.sourceOnScreen : HOOK.onScreen));
  const body = draft.vertical
    ? [`[ON-SCREEN TEXT: ${fill(onScreen(), draft.vars)}]`, `(CUTS: ${cues.cuts} · ${CUT_PACE})`, '', hook]
    : [`(VISUAL: ${cues.visual})`, '', hook];
  return { title: 'Hook', chapter: 'Hook', extra: draft.vertical ? 0 : 3, body };
}

function introSection(draft: Draft): Section {
  const intro = say(draft, draft.shaped ? pickLine(draft, oneOr(draft, 'intros', draft.shaped.intros)) : draft.chooser.pick(draft.lead ? draft.tone.sourceIntros : draft.tone.intros));
  if (draft.vertical) {
    const onScreen = draft.bank ? fill(draft.bank.intro.onScreen, draft.vars) : fill(draft.lead ? INTRO.sourceOnScreen : INTRO.onScreen, { n: draft.vars.n ?? String(draft.points.length) });
    return {
      title: 'Setup',
      chapter: 'Setup',
      extra: 1,
      body: [`[ON-SCREEN TEXT: ${onScreen}]`, `(CUTS: talking head → text pop → B-roll · ${CUT_PACE})`, '', [intro, ...audienceLine(draft)].join(' ')],
    };
  }
  return {
    title: 'Intro',
    chapter: 'Intro',
    extra: 3,
    body: [`(VISUAL: ${fill(INTRO.visual, { headline: draft.vars.headline ?? '' })})`, '', [intro, ...audienceLine(draft)].join(' ')],
  };
}

/**
 * The main points, each a section: "1. Title", or as a template heads them ("Step 1: Title", "#3: Title"
 * counting down), the number the same in the heading and in the line that announces it.
 */
function pointSections(draft: Draft, heading?: VideoPointsSection): Section[] {
  const aside = draft.chooser.deck(draft.tone.asides.length ? draft.tone.asides : ['']);
  const long = draft.request.duration !== 'short';
  const steps = draft.chooser.deck(draft.shaped?.steps ? usableLines(oneOr(draft, 'steps', draft.shaped.steps), draft.vars) : draft.lead ? draft.tone.sourceSteps : draft.tone.steps);
  // A named section of a shaped script (the short answer, what it took) is announced by its role's line.
  const announce = (role: NonNullable<ScriptPoint['role']>) => say(draft, draft.chooser.pick(draft.bank?.announce[role.name] ?? ['']), { i: String(role.i) });
  return draft.points.map((point, index) => {
    const i = String(heading?.points === 'countdown' ? draft.points.length - index : index + 1);
    const title = point.group ? point.title : heading ? fill(heading.label, { i, title: point.title }) : `${i}. ${point.title}`;
    const step = point.group ? '' : point.role && draft.bank ? announce(point.role) : say(draft, steps(), { i });
    const lines = draft.vertical && !long ? point.lines.slice(0, 2) : point.lines;
    // Long videos have time to give the reason in every tone; educational gives it as its own line.
    const reason = draft.request.duration === 'long' && draft.request.tone !== 'educational' && point.why ? [fill(POINT.reason, { why: lowerFirst(point.why) })] : [];
    // "Number 2." comes before the item it announces; the point's own lines after it.
    const spoken = [...(point.item?.length ? [] : [step]), ...lines, ...reason].filter(Boolean).join(' ');
    const announced = point.item?.length && step ? [step, ''] : [];
    const said = [...announced, ...(point.item ?? []), ...(point.item?.length && spoken ? [''] : []), ...(spoken ? [spoken] : [])];
    const broll = draft.bank ? fill(draft.bank.point.broll, draft.vars) : point.broll;
    const demo = draft.bank ? fill(draft.bank.point.demo, draft.vars) : point.demo;
    const cue = draft.vertical
      ? [`[ON-SCREEN TEXT: ${point.onScreen}]`, `(CUTS: ${point.cuts} · ${CUT_PACE})`, ...(long ? [`(B-ROLL: ${broll})`] : [])]
      : [`(VISUAL: ${point.visual})`, `(LOWER THIRD: ${point.onScreen})`, ...(long ? [`(DEMO: ${demo})`] : [])];
    return { title, chapter: heading && heading.points !== 'numbered' ? title : point.title, extra: (long ? (draft.vertical ? 15 : 25) : 3) + (point.seconds ?? 0), body: [...cue, '', ...said, ...toneLines(draft, point, aside)] };
  });
}

/** A point of the phrase bank, its lines said about the topic's short form. */
function bankPoint(point: VideoPoint, vars: TemplateVars, core: string): ScriptPoint {
  return {
    title: point.title,
    mention: point.title.toLowerCase(),
    onScreen: point.onScreen,
    lines: point.say.map((t) => sentence(t, { ...vars, topic: core })),
    why: point.why,
    takeaway: point.takeaway,
    visual: point.visual,
    cuts: point.cuts,
    broll: fill(POINT.broll, vars),
    demo: fill(POINT.demo, vars),
  };
}

/** How long a section runs: its spoken lines at a natural pace, plus the footage it calls for. */
function sectionSeconds(section: Section): number {
  const spoken = section.body.filter((line) => !/^[([]/.test(line)).join(' ');
  return countWords(spoken) / SPOKEN_WORDS_PER_SECOND + section.extra;
}

/** A script says "{n} key points": a source that gives fewer makes no script of its own. */
const MIN_SOURCE_POINTS = 2;

/** The script's points: the source's, or a seeded choice from the phrase bank in its order. */
function choosePoints(request: VideoScriptRequest, opts: { count: number; core: string; vars: TemplateVars; chooser: Chooser; shape: TopicShape; template: boolean }) {
  // A list keeps its count with or without a source (the source's sentences fill its items); the other shapes with a source say the source.
  const shaped = opts.template ? null : opts.shape.kind === 'list' || !request.source?.trim() ? shapePoints(opts.shape, request, opts.count, opts.vars) : null;
  if (shaped) return { lead: null, points: shaped, shaped: true };
  const fromSource = sourcePoints(request, { count: opts.count, core: opts.core });
  if (fromSource) {
    // A source too short for two points still makes the script (its lines say "{n} key points"): the points it lacks are slots to fill.
    const have = fromSource.points.length;
    return have >= MIN_SOURCE_POINTS ? { ...fromSource, shaped: false } : { ...fromSource, shaped: false, points: [...fromSource.points, ...slotPoints({ from: have + 1, to: MIN_SOURCE_POINTS, vars: opts.vars })] };
  }
  const points = opts.chooser
    .shuffle(VIDEO_POINTS.map((p, i) => ({ p, i })))
    .slice(0, opts.count)
    .sort((a, b) => a.i - b.i)
    .map(({ p }) => bankPoint(p, opts.vars, opts.core));
  return { lead: null, points, shaped: false };
}

/** A section a template writes as it is: its spoken lines, with its on-screen text and visuals. */
function fixedSection(draft: Draft, section: VideoFixedSection): Section {
  const spoken = section.say.map((line) => say(draft, line)).join(' ');
  const body = draft.vertical
    ? [`[ON-SCREEN TEXT: ${section.onScreen}]`, `(CUTS: ${section.cuts} · ${CUT_PACE})`, '', spoken]
    : [`(VISUAL: ${section.visual})`, '', spoken];
  return { title: section.heading, chapter: section.heading, extra: draft.vertical ? 1 : 4, body };
}

/** The sections between the hook (and intro) and the closing: the points, or the template's sections in its order. */
function middleSections(draft: Draft, template: VideoTemplate | null): Section[] {
  if (!template) return pointSections(draft);
  return template.sections.flatMap((section) => ('points' in section ? pointSections(draft, section) : [fixedSection(draft, section)]));
}

/**
 * The script for a request; `alternative` for another draft of it (its request seeded with the variant,
 * kinds/shared/variant-seed.ts). A line that promises a length ("Give me 2 minutes") says the script's own
 * runtime: the script is composed once to time it and, when the first guess (the duration's longest) was
 * wrong, again with the same seed, so it makes the same choices and only the promise changes.
 */
export function composeVideoScript(input: VideoScriptRequest, opts: { alternative?: boolean } = {}): string {
  const first = composeTimed(input, opts, spokenMinutes(DURATION_RANGES[input.duration].max));
  const said = spokenMinutes(first.total);
  return said === first.runtime ? first.text : composeTimed(input, opts, said).text;
}

function composeTimed(input: VideoScriptRequest, opts: { alternative?: boolean }, runtime: string): { text: string; total: number; runtime: string } {
  // The standard template is the script a request without one gets, word for word.
  const request = VIDEO_TEMPLATES.withoutStandard(input);
  const template = VIDEO_TEMPLATES.advanced(request.template);
  const chooser = createChooser(`${KIND.id}:${stableStringify(seedOf(request))}`);
  // A template sets its own sections: its points stay the phrase bank's (the topic's shape still names the topic).
  const read = readTopicShape(request.topic);
  const shape: TopicShape = template ? { ...read, kind: read.kind === 'list' ? 'noun' : read.kind } : read;
  const topic = shape.forms;
  const vertical = request.platform !== 'youtube';
  const count = pickPointCount(request.duration, chooser);
  // A milestone or a statement is a clause: where a line needs a noun phrase, it names it as one ("reaching 10,000 subscribers").
  const named = clauseSubject(shape);
  const base: TemplateVars = {
    ...shapeVars(shape),
    topic: named ?? topic.subject,
    short: named ?? topic.short,
    headline: topic.headline,
    title: named ? titleCase(named) : topic.title,
    runtime,
    audience: request.target_audience,
  };
  const { lead, points, shaped: forShape } = choosePoints(request, { count, core: named ?? topic.core, vars: { ...base, n: String(count) }, chooser, shape, template: template !== null });
  // A source with less to say makes fewer points than planned: {n} is the number made.
  const vars: TemplateVars = { ...base, n: String(template ? points.length : (shape.list?.count ?? points.length)) };
  // The shape's own lines when the points are written for it (not a noun, a source's points or a template's).
  const bank = forShape && shape.kind !== 'noun' ? shapeBankOf(shape.kind) : null;
  const shaped = bank?.tones[request.tone] ?? null;
  const draft: Draft = { request, vars, tone: VIDEO_TONES[request.tone], chooser, points, vertical, core: named ?? topic.core, lead, alternative: opts.alternative ?? false, shape: shape.kind, bank, shaped };

  // Short vertical videos go straight from the hook to the first point, so the hook greets the audience.
  const quick = vertical && request.duration === 'short';
  const sections = [hookSection(draft, quick), ...(quick ? [] : [introSection(draft)]), ...middleSections(draft, template), closingSection(draft)];
  const seconds = sections.map(sectionSeconds);
  const total = fitRuntime(request.duration, seconds.reduce((a, b) => a + b, 0), vertical);
  const starts = planStarts({ weights: seconds, total, unit: vertical ? 1 : 5, minGap: vertical ? 3 : 10 });
  const range = DURATION_RANGES[request.duration];

  const meta = [
    `**Platform:** ${PLATFORM_LABELS[request.platform]}`,
    `**Runtime:** ~${formatClock(total)} (${request.duration}, ${formatClock(range.min)}–${formatClock(range.max)})`,
    `**Tone:** ${request.tone.charAt(0).toUpperCase()}${request.tone.slice(1)}`,
    `**Audience:** ${request.target_audience || 'general viewers'}`,
    ...(vertical ? [`**Pacing:** vertical 9:16, ${CUT_PACE}, captions on`] : []),
  ].join(' · ');
  // A shaped script of one section (a list of one) is no series.
  const note =
    vertical && request.duration !== 'short' && (!bank || points.length > 1)
      ? [`(${bank ? fill(bank.seriesNote, { n: String(points.length) }) : fill(VIDEO_LINES.seriesNote, { n: String(count) })})`, '']
      : [];

  // A shaped script is titled with the topic as typed (a very long one cut before a phrase): a tone's title would promise its own count.
  const heading = shape.kind === 'noun' || lead || template ? fill(chooser.pick(lead ? draft.tone.sourceTitles : draft.tone.titles), vars) : titleCase(shortenPhrase(topic.raw, 100));
  const lines = [`# ${heading}`, '', meta, '', ...note];
  sections.forEach((section, i) => lines.push(`## [${formatClock(starts[i] ?? 0)}] ${section.title}`, ...section.body, ''));
  lines.push(`## [${formatClock(total)}] End`, '', ...(vertical ? verticalExtras(draft) : youtubeExtras(draft, sections, starts)));
  return { text: lines.join('\n').trim(), total, runtime };
}
