import type { BlogPostRequest } from '../../../contract/content';
import { countWords } from '../fidelity/count-words';
import { type BlogBlock, fitToWords, renderBlocks, type Sentence, toSentence, totalWords } from './blog-fit';
import { composeMeta, composeTitle } from './blog-headline';
import type { BlogTheme, BlogUnit } from './blog-theme';
import { BLOG_THEMES, CORE_THEME_KEYS } from './blog-themes';
import { AUDIENCE_SENTENCES, BLOG_TONES, type BlogToneBank, KEYWORD_ROUNDUP, KEYWORD_SENTENCES } from './blog-tones';
import { type BlogSourcePlan, openingBlock, planBlogSource, sourceCoverage, sourceSectionBlocks } from './blog-source';
import { type Chooser, createChooser, seedOf, stableStringify } from './seeded-chooser';
import { fill, joinAnd, sentence, type TemplateVars } from './template';
import { describeTopic, titleCase } from './topic-forms';
import { advancedTemplate, withoutStandardTemplate } from '../../kinds/templates/library';
import { buildTemplateBlocks } from './blog-template';

interface PlannedTheme {
  theme: BlogTheme;
  units: BlogUnit[];
}

export interface Draft {
  request: BlogPostRequest;
  tone: BlogToneBank;
  vars: TemplateVars;
  /** The topic in full, for the opening; vars.topic is its shorter core for repeat mentions. */
  fullTopic: string;
  keywords: string[];
  chooser: Chooser;
  /** What the request's source gives the post; null without one. */
  source: BlogSourcePlan | null;
}

/** Statements whose subject comes first take a tone's opener well; instructions and connectives do not. */
const LEAD_IN_SUBJECTS = /^(?:You|Most|Many|Some|Every|Small|Short|Simple|Good|People|Beginners|Results|Progress|Feedback|Plateaus|Templates|Constraints|Activity|Clear|Quality|Patience|Perfectionism|Missing|Doubling|Batching|Negative|Tools|Books|Visible|Complexity|Enthusiasm|Decisions|Everyone|Experience|Open-ended|Imperfect)\b/;

function withLeadIn(draft: Draft, template: string, text: string): string {
  const eligible = !template.startsWith('{') && LEAD_IN_SUBJECTS.test(text) && !text.endsWith('?') && !text.endsWith(':');
  if (!eligible || draft.chooser.next() > 0.35) return text;
  return draft.chooser.pick(draft.tone.leadIns) + text.charAt(0).toLowerCase() + text.slice(1);
}

export function unitBlocks(draft: Draft, unit: BlogUnit): BlogBlock[] {
  const sentences = unit.sentences.map((t, i) => {
    const text = sentence(t, draft.vars);
    return toSentence(i > 0 ? withLeadIn(draft, t, text) : text, i < 2);
  });
  const heading: BlogBlock = { kind: 'heading', level: 3, text: fill(unit.heading, draft.vars) };
  const practice: BlogBlock = { kind: 'prose', sentences: [toSentence(`**${draft.tone.practiceLabel}:** ${sentence(unit.practice, draft.vars)}`, false)], extendable: false };
  if (!unit.list) return [heading, { kind: 'prose', sentences, extendable: true }, practice];
  const [first, ...rest] = sentences;
  return [
    heading,
    { kind: 'prose', sentences: first ? [{ ...first, keep: true }] : [], extendable: false },
    { kind: 'list', items: [...unit.list] },
    { kind: 'prose', sentences: rest, extendable: true },
    practice,
  ];
}

function keywordSentence(draft: Draft, keyword: string, template: string): Sentence {
  return toSentence(sentence(template, { ...draft.vars, kw: keyword }), true);
}

/** What the post covers, for the introduction: the source's sections first, then the sections' summaries. */
function coverageOf(draft: Draft, summaries: readonly string[]): string[] {
  return [...(draft.source ? [sourceCoverage(draft.source, 3)] : []), ...summaries];
}

/** The opening: the tone's hook (or the source's strongest sentences), then what the post covers; `summaries` name its sections. */
export function introBlocks(draft: Draft, summaries: readonly string[]): BlogBlock[] {
  const vars = { ...draft.vars, topic: draft.fullTopic };
  // With a source, the post opens on its strongest sentences rather than on the tone's hook.
  const hook: BlogBlock = draft.source
    ? openingBlock(draft.source)
    : { kind: 'prose', sentences: draft.chooser.pick(draft.tone.hooks).map((t, i) => toSentence(sentence(t, vars), i === 0)), extendable: false };
  const coverage = joinAnd(coverageOf(draft, summaries));
  const second: Sentence[] = [toSentence(sentence(draft.tone.coverage, { coverage }), true)];
  if (draft.request.target_audience) second.push(toSentence(sentence(draft.tone.audience, draft.vars), true));
  const [first, ...more] = draft.keywords;
  if (first) second.push(keywordSentence(draft, first, KEYWORD_SENTENCES[0] ?? '{kw}'));
  // Keywords beyond those a post of this size can give a sentence each are named together here.
  const own = Math.max(1, Math.floor(draft.request.word_count / 150));
  const listed = more.slice(own - 1);
  // Not fill(): the keywords go in as typed, even one that starts with the word before the slot ("on").
  if (listed.length > 0) second.push(toSentence(KEYWORD_ROUNDUP.replace('{keywords}', () => joinAnd(listed)), true));
  return [hook, { kind: 'prose', sentences: second, extendable: false }];
}

export function conclusionBlocks(draft: Draft): BlogBlock[] {
  const vars = draft.source ? { ...draft.vars, terms: joinAnd(draft.source.terms.slice(0, 4)) } : draft.vars;
  const templates = draft.source ? draft.tone.sourceConclusion : draft.tone.conclusion;
  const sentences = templates.map((t, i) => toSentence(sentence(t, vars), i < 2));
  return [
    { kind: 'heading', level: 2, text: draft.chooser.pick(draft.tone.conclusionHeadings) },
    { kind: 'prose', sentences, extendable: false },
  ];
}

type Prose = Extract<BlogBlock, { kind: 'prose' }>;

/**
 * Each keyword after the first gets its own sentence, spread evenly through the sections: the themes'
 * paragraphs, or the source's when the source fills the post alone.
 */
export function placeKeywords(draft: Draft, blocks: readonly BlogBlock[], sourceBlocks: readonly BlogBlock[]): void {
  const own = Math.max(1, Math.floor(draft.request.word_count / 150));
  const rest = draft.keywords.slice(1, own);
  const prose = (b: BlogBlock): b is Prose => b.kind === 'prose';
  const extendable = blocks.filter((b): b is Prose => prose(b) && b.extendable);
  const targets = extendable.length > 0 ? extendable : sourceBlocks.filter(prose);
  rest.forEach((keyword, i) => {
    const block = targets[Math.floor(((i + 0.5) * targets.length) / rest.length)];
    const template = KEYWORD_SENTENCES[(i + 1) % KEYWORD_SENTENCES.length] ?? '{kw}';
    block?.sentences.splice(Math.min(2, block.sentences.length), 0, keywordSentence(draft, keyword, template));
  });
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
  const request = withoutStandardTemplate('blog_post', input);
  const template = advancedTemplate('blog_post', request.template);
  const chooser = createChooser(`blog_post:${stableStringify(seedOf(request))}`);
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
