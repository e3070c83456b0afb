import type { BlogPostRequest } from '../../../../contract/content';
import type { Chooser } from '../../../ai/offline/seeded-chooser';
import { fill, joinAnd, sentence, type TemplateVars } from '../../../ai/offline/template';
import { type BlogBlock, type Sentence, toSentence } from './fit';
import { type BlogSourcePlan, openingBlock, sourceCoverage } from './source';
import type { BlogUnit } from './theme';
import { type BlogToneBank, KEYWORD_ROUNDUP, KEYWORD_SENTENCES } from './tones';

// The pieces of a post both its composers build with: the usual one (compose.ts) and the template's
// (from-template.ts), so that neither imports the other.

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
export function introBlocks(draft: Draft, summaries: readonly string[], shapeHook?: BlogBlock): BlogBlock[] {
  const vars = { ...draft.vars, topic: draft.fullTopic };
  // With a source, the post opens on its strongest sentences rather than on the tone's hook; a topic's
  // shape (a list, a story) opens on its own paragraph, the source's sentences after it.
  const toneHook: BlogBlock = { kind: 'prose', sentences: draft.chooser.pick(draft.tone.hooks).map((t, i) => toSentence(sentence(t, vars), i === 0)), extendable: false };
  const hooks: BlogBlock[] = shapeHook ? [shapeHook, ...(draft.source ? [openingBlock(draft.source)] : [])] : [draft.source ? openingBlock(draft.source) : toneHook];
  const coverage = joinAnd(coverageOf(draft, summaries));
  const second: Sentence[] = [toSentence(sentence(draft.tone.coverage, { coverage }), true)];
  if (draft.request.target_audience) second.push(toSentence(sentence(draft.tone.audience, draft.vars), true));
  const [first, ...more] = draft.keywords;
  if (first) second.push(keywordSentence(draft, first, KEYWORD_SENTENCES[0] ?? '{kw}'));
  // Keywords beyond those a post of this size can give a sentence each are named together here.
  const own = Math.max(1, Math.floor(draft.request.word_count / 150));
  const listed = more.slice(own - 1);
  // Not fill(): the keywords go in as typed, even one that starts with the word before the slot ("on").
  if (listed.length > 0) second.push(toSentence(KEYWORD_ROUNDUP.replace('{keywords}', () => joinAnd(listed.map((k) => `"${k}"`))), true));
  return [...hooks, { kind: 'prose', sentences: second, extendable: false }];
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
