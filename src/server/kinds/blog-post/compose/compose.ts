import type { BlogPostRequest } from '../../../../contract/content';
import { createChooser, seedOf, stableStringify } from '../../../ai/offline/seeded-chooser';
import { fill, sentence, type TemplateVars } from '../../../ai/offline/template';
import { describeTopic, titleCase } from '../../../ai/offline/topic-forms';
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
function planThemes(draft: Draft): PlannedTheme[] {
  const order = [
    ...draft.chooser.shuffle(BLOG_THEMES.filter((t) => CORE_THEME_KEYS.includes(t.key))),
    ...draft.chooser.shuffle(BLOG_THEMES.filter((t) => !CORE_THEME_KEYS.includes(t.key))),
  ];
  const target = draft.request.word_count;
  // A source's sections come first: themes only make up the length they leave, if any.
  const themeCount = draft.source ? 0 : Math.min(order.length, Math.max(2, Math.round(target / 400) + 1));
  const picks = new Map(order.map((t) => [t.key, t.ordered ? t.units.map((_, i) => i) : draft.chooser.shuffle(t.units.map((_, i) => i))]));
  const counts = new Map(order.slice(0, themeCount).map((t) => [t.key, 1]));
  const plan = (): PlannedTheme[] =>
    BLOG_THEMES.filter((t) => counts.has(t.key)).map((theme) => {
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
  const fixed = draft.source ? sourceFrameWords(draft) : 150 + 14 * draft.keywords.length;
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

export function extraSentences(draft: Draft): () => string | null {
  const asides = draft.chooser.shuffle(draft.tone.asides);
  const audience = draft.request.target_audience ? draft.chooser.shuffle(AUDIENCE_SENTENCES) : [];
  const queue = asides.flatMap((a, i) => (audience[i] ? [a, audience[i]] : [a]));
  return () => {
    const next = queue.shift();
    return next === undefined ? null : sentence(next, draft.vars);
  };
}

export function composeBlogPost(input: BlogPostRequest): string {
  // The standard template is the post a request without one gets, word for word.
  const request = BLOG_TEMPLATES.withoutStandard(input);
  const template = BLOG_TEMPLATES.advanced(request.template);
  const chooser = createChooser(`${KIND.id}:${stableStringify(seedOf(request))}`);
  const topic = describeTopic(request.topic);
  const keywords = request.target_keywords.map((k) => k.trim()).filter(Boolean);
  const tone = BLOG_TONES[request.tone];
  const vars: TemplateVars = { topic: topic.core, title: topic.title, short: topic.short, audience: request.target_audience };
  const source = planBlogSource(request, topic.core);
  const draft: Draft = { request, tone, vars, fullTopic: topic.subject, keywords, chooser, source };

  let blocks: BlogBlock[];
  let covered: string[];
  if (template) {
    ({ blocks, summaries: covered } = buildTemplateBlocks(draft, template));
  } else {
    const plan = planThemes(draft);
    blocks = buildBlocks(draft, plan);
    covered = plan.map((p) => p.theme.summary);
  }
  fitToWords(blocks, request.word_count, extraSentences(draft));

  const head = keywords[0] ? titleCase(keywords[0]) : topic.headline;
  const title = composeTitle({ tone, head, chooser });
  const summaries = [...(source ? [sourceCoverage(source, 2)] : []), ...covered];
  const meta = composeMeta({ tone, focus: keywords[0] ?? topic.short, summaries, chooser });
  return `# ${title}\n\n**Meta description:** ${meta}\n\n${renderBlocks(blocks)}`;
}
