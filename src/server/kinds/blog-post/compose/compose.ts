import type { BlogPostRequest } from '../../../../contract/content';
import { createChooser, seedOf, stableStringify } from '../../../ai/offline/seeded-chooser';
import { fill, sentence, type TemplateVars } from '../../../ai/offline/template';
import { shortenPhrase, titleCase } from '../../../ai/offline/topic-forms';
import { BLOG_TITLE_MAX, META_DESCRIPTION_MAX } from '../check';
import { readTopicShape } from '../../../ai/offline/topic-shape';
import { countWords } from '../../../text/count-words';
import { KIND } from '../kind';
import { BLOG_TEMPLATES } from '../templates';
import { conclusionBlocks, type Draft, introBlocks, placeKeywords, unitBlocks } from './blocks';
import { type BlogBlock, fitToWords, renderBlocks, toSentence, totalWords } from './fit';
import { buildTemplateBlocks } from './from-template';
import { composeMeta, composeTitle } from './headline';
import { planBlogSource, sourceCoverage, sourceSectionBlocks } from './source';
import type { BlogTheme, BlogUnit } from './theme';
import { BLOG_THEMES, CORE_THEME_KEYS } from './themes';
import { AUDIENCE_SENTENCES, BLOG_TONES } from './tones';
import { type ShapedPost, shapedPost } from './shaped';
import { nounForms, proseNoun } from './topic-phrase';

export type { Draft } from './blocks';

interface PlannedTheme {
  theme: BlogTheme;
  units: BlogUnit[];
}

function buildBlocks(draft: Draft, plan: readonly PlannedTheme[]): BlogBlock[] {
  const keyword = draft.keywords[0];
  // The source's sections come first; the first H2 carries the first keyword.
  const sourceBlocks = draft.source
    ? sourceSectionBlocks({ plan: draft.source, keyword, chooser: draft.chooser.fork('source') })
    : [];
  const blocks: BlogBlock[] = [...introBlocks(draft, plan.map((p) => p.theme.summary)), ...sourceBlocks];
  plan.forEach(({ theme, units }, i) => {
    const heading = i === 0 && keyword && sourceBlocks.length === 0 ? fill(theme.keyHeading, { kw: titleCase(keyword) }) : fill(draft.chooser.pick(theme.headings), draft.vars);
    blocks.push({ kind: 'heading', level: 2, text: heading }, { kind: 'prose', sentences: [toSentence(sentence(theme.lead, draft.vars), true)], extendable: false });
    for (const unit of units) blocks.push(...unitBlocks(draft, unit));
  });
  placeKeywords(draft, blocks, sourceBlocks);
  blocks.push(...conclusionBlocks(draft));
  return blocks;
}

/**
 * Which sections and subsections the post uses: the practical core first, then more sections and
 * subsections until the full text would reach the target (trimming then brings it down to size).
 */
function planThemes(draft: Draft, shaped?: { keys: readonly string[]; words: number }): PlannedTheme[] {
  // After a shape's own sections, the sections that suit it come first; 'steps' never follows a post's own steps or items.
  const usable = shaped ? BLOG_THEMES.filter((t) => t.key !== 'steps') : BLOG_THEMES;
  const first = shaped ? (t: BlogTheme) => shaped.keys.includes(t.key) : (t: BlogTheme) => CORE_THEME_KEYS.includes(t.key);
  const order = [...draft.chooser.shuffle(usable.filter(first)), ...draft.chooser.shuffle(usable.filter((t) => !first(t)))];
  const target = draft.request.word_count;
  // A source's sections come first, and a shape's own: themes only make up the length they leave, if any.
  const themeCount = draft.source || shaped ? 0 : Math.min(order.length, Math.max(2, Math.round(target / 400) + 1));
  const picks = new Map(order.map((t) => [t.key, t.ordered ? t.units.map((_, i) => i) : draft.chooser.shuffle(t.units.map((_, i) => i))]));
  const counts = new Map(order.slice(0, themeCount).map((t) => [t.key, 1]));
  const plan = (): PlannedTheme[] =>
    usable.filter((t) => counts.has(t.key)).map((theme) => {
      const chosen = (picks.get(theme.key) ?? []).slice(0, counts.get(theme.key) ?? 0).sort((a, b) => a - b);
      return { theme, units: chosen.flatMap((i) => theme.units[i] ?? []) };
    });
  // Words each piece would add with every optional sentence kept; the fitter trims from there.
  const cache = new Map<string, number>();
  const words = (text: string) => {
    const known = cache.get(text);
    if (known !== undefined) return known;
    const count = countWords(fill(text, draft.vars));
    cache.set(text, count);
    return count;
  };
  const unitCache = new Map<BlogUnit, number>();
  const unitWords = (u: BlogUnit) => {
    let count = unitCache.get(u);
    if (count === undefined) {
      count = words(u.heading) + words(u.practice) + u.sentences.reduce((n, t) => n + words(t), 0) + (u.list ?? []).reduce((n, t) => n + words(t), 0);
      unitCache.set(u, count);
    }
    return count;
  };
  const fixed = (shaped?.words ?? 0) + (draft.source ? sourceFrameWords(draft) : 150 + 14 * draft.keywords.length);
  const capacity = () =>
    plan().reduce((n, p) => n + 4 + words(p.theme.lead) + p.units.reduce((m, u) => m + unitWords(u), 0), fixed);
  while (capacity() < target * 1.03) {
    const open = order.filter((t) => counts.has(t.key) && (counts.get(t.key) ?? 0) < t.units.length);
    const next = open.sort((a, b) => (counts.get(a.key) ?? 0) - (counts.get(b.key) ?? 0))[0];
    if (next) counts.set(next.key, (counts.get(next.key) ?? 0) + 1);
    else {
      const fresh = order.find((t) => !counts.has(t.key));
      if (!fresh) break;
      counts.set(fresh.key, 1);
    }
  }
  return plan();
}

/**
 * Words of a post built from a source before any theme joins it: its introduction, the source's
 * sections and the conclusion, as they would be written (on a chooser of their own, so measuring
 * changes nothing), plus a little for the themes the introduction would then name.
 */
function sourceFrameWords(draft: Draft): number {
  return totalWords(buildBlocks({ ...draft, chooser: draft.chooser.fork('measure') }, [])) + 10;
}

export function extraSentences(draft: Draft, first: readonly string[] = []): () => string | null {
  const asides = [...first, ...draft.chooser.shuffle(draft.tone.asides)];
  const audience = draft.request.target_audience ? draft.chooser.shuffle(AUDIENCE_SENTENCES) : [];
  const queue = asides.flatMap((a, i) => (audience[i] ? [a, audience[i]] : [a]));
  return () => {
    const next = queue.shift();
    return next === undefined ? null : sentence(next, draft.vars);
  };
}

/** A shape's meta description, cut at a phrase break to fit. */
function shortMeta(text: string): string {
  return [...text].length <= META_DESCRIPTION_MAX ? text : `${shortenPhrase(text, META_DESCRIPTION_MAX - 1)}.`;
}

/** The general sections a post of each shape may take after its own, to reach its length. */
const SHAPE_THEMES: Record<string, readonly string[]> = {
  list: ['mistakes', 'measure', 'habits', 'tools'],
  milestone: ['mindset', 'motivation', 'habits', 'measure'],
  statement: ['why', 'mindset', 'mistakes', 'habits'],
  'how-to': ['mistakes', 'tools', 'measure', 'habits'],
  question: ['why', 'fundamentals', 'mistakes', 'measure'],
};

/** A post written for its topic's shape: the shape's own sections, the source's, then general sections on the shape's noun phrase if it has one. */
function buildShapedBlocks(draft: Draft, shaped: ShapedPost, kind: string): { blocks: BlogBlock[]; covered: string[] } {
  const keyword = draft.keywords[0];
  const sourceBlocks = draft.source ? sourceSectionBlocks({ plan: draft.source, keyword, chooser: draft.chooser.fork('source') }) : [];
  const ownWords = totalWords([shaped.hook, ...shaped.sections, ...sourceBlocks]);
  const themeDraft: Draft | null = shaped.themeTopic ? { ...draft, vars: { ...draft.vars, topic: shaped.themeTopic, title: titleCase(shaped.themeTopic.replace(/^your /u, '')) } } : null;
  // With a source, general sections only make up the length its sentences leave (a short source, a list that took them), if any.
  const plan = themeDraft ? planThemes(themeDraft, { keys: SHAPE_THEMES[kind] ?? [], words: ownWords }) : [];
  const covered = [shaped.coverage, ...plan.map((p) => p.theme.summary)];
  // Without a general section to carry it, the first keyword labels the shape's first section.
  const first = shaped.sections.find((b): b is Extract<BlogBlock, { kind: 'heading' }> => b.kind === 'heading');
  if (keyword && plan.length === 0 && first) first.text = `${titleCase(keyword)}: ${first.text}`;
  const blocks: BlogBlock[] = [...introBlocks(draft, covered, shaped.hook), ...shaped.sections, ...sourceBlocks];
  plan.forEach(({ theme, units }, i) => {
    if (!themeDraft) return;
    // The first general section carries the first keyword, as in a noun topic's post.
    const text = i === 0 && keyword ? fill(theme.keyHeading, { kw: titleCase(keyword) }) : fill(draft.chooser.pick(theme.headings), themeDraft.vars);
    blocks.push({ kind: 'heading', level: 2, text }, { kind: 'prose', sentences: [toSentence(sentence(theme.lead, themeDraft.vars), true)], extendable: false });
    for (const unit of units) blocks.push(...unitBlocks(themeDraft, unit));
  });
  placeKeywords(draft, blocks, sourceBlocks);
  if (shaped.closing) blocks.push({ kind: 'heading', level: 2, text: draft.chooser.pick(draft.tone.conclusionHeadings) }, ...shaped.closing);
  else blocks.push(...conclusionBlocks(themeDraft ?? draft));
  return { blocks, covered };
}

export function composeBlogPost(input: BlogPostRequest): string {
  // The standard template is the post a request without one gets, word for word.
  const request = BLOG_TEMPLATES.withoutStandard(input);
  const template = BLOG_TEMPLATES.advanced(request.template);
  const chooser = createChooser(`${KIND.id}:${stableStringify(seedOf(request))}`);
  const shape = readTopicShape(request.topic);
  const topic = shape.forms;
  const nouns = nounForms(shape);
  const keywords = request.target_keywords.map((k) => k.trim()).filter(Boolean);
  const tone = BLOG_TONES[request.tone];
  const vars: TemplateVars = { topic: nouns.core, title: topic.title.split(/:\s+/u)[0] ?? topic.title, short: proseNoun(topic.short), audience: request.target_audience };
  const source = planBlogSource(request, nouns.core);
  const draft: Draft = { request, tone, vars, fullTopic: nouns.subject, keywords, chooser, source };
  // A template keeps its own sections; otherwise a topic that is a list, a how-to, a question, a story or a claim gets a post of its shape.
  const shaped = template ? null : shapedPost(draft, shape);

  let blocks: BlogBlock[];
  let covered: string[];
  if (template) {
    ({ blocks, summaries: covered } = buildTemplateBlocks(draft, template));
  } else if (shaped) {
    ({ blocks, covered } = buildShapedBlocks(draft, shaped, shape.kind));
  } else {
    const plan = planThemes(draft);
    blocks = buildBlocks(draft, plan);
    covered = plan.map((p) => p.theme.summary);
  }
  fitToWords(blocks, request.word_count, extraSentences(draft, shaped?.extras));

  const head = keywords[0] ? titleCase(keywords[0]) : shaped ? titleCase(shortenPhrase(shape.question && !shape.question.embedded ? shape.question.text : topic.raw, BLOG_TITLE_MAX)) : topic.headline;
  const title = composeTitle({ tone, titles: shaped?.titles, head, chooser });
  const summaries = [...(source ? [sourceCoverage(source, 2)] : []), ...covered];
  const meta = shaped && !keywords[0] ? shortMeta(shaped.meta) : composeMeta({ tone, focus: keywords[0] ? `"${keywords[0]}"` : nouns.core, summaries, chooser });
  return `# ${title}\n\n**Meta description:** ${meta}\n\n${renderBlocks(blocks)}`;
}
