import type { BlogPostRequest } from '../../../../contract/content';
import { type BlogBlock, type Sentence, toSentence } from './fit';
import { SOURCE_SECTIONS } from './tones';
import type { Chooser } from '../../../ai/offline/seeded-chooser';
import { type Fact, type FactGroup, groupByTerm, inReadingOrder, markdownText, mentions, readSource } from '../../../ai/offline/source-facts';
import { fill, joinAnd } from '../../../ai/offline/template';
import { titleCase } from '../../../ai/offline/topic-forms';

/** The part of a post a source gives: the facts of its opening and one section per key term. */
export interface BlogSourcePlan {
  /** The opening paragraph: the source's strongest sentences, in reading order. */
  opening: Fact[];
  groups: FactGroup[];
  /** The terms the sections cover (the topic when none does), as the introduction, meta description and conclusion name them. */
  terms: string[];
  /** Words of every fact placed. */
  words: number;
}

/** The share of the post's length the source's facts may take; the rest is the frame (and, if short, themes). */
const SOURCE_SHARE = 0.8;

function wordsOf(facts: readonly Fact[]): number {
  return facts.reduce((n, f) => n + f.words, 0);
}

/**
 * What the source gives a post of this length: its two strongest sentences open the post; the next
 * best, up to about 80% of the length, are gathered by key term into sections. Null without a source.
 */
export function planBlogSource(request: BlogPostRequest, subject: string): BlogSourcePlan | null {
  const source = readSource(request.source, { maxFacts: Math.min(120, Math.max(10, Math.ceil(request.word_count / 12))), maxTerms: 12 });
  if (!source) return null;
  const opening = inReadingOrder(source.facts.slice(0, source.facts.length > 2 ? 2 : 1));
  const budget = request.word_count * SOURCE_SHARE - wordsOf(opening);
  const pool: Fact[] = [];
  for (const fact of source.facts.slice(opening.length)) {
    if (wordsOf(pool) >= budget) break;
    pool.push(fact);
  }
  const sections = Math.min(8, Math.max(2, Math.round(request.word_count / 250)));
  const groups = groupByTerm(pool, source.terms, { groups: sections, perGroup: Math.max(3, Math.ceil(pool.length / sections) + 1) });
  placeLeftovers(groups, pool);
  const named = groups.flatMap((g) => g.term ?? []);
  const terms = named.length > 0 ? named : [subject];
  return { opening, groups, terms, words: wordsOf(opening) + groups.reduce((n, g) => n + wordsOf(g.facts), 0) };
}

/**
 * Facts of the pool no group took join the first group whose term they name, else a last section under
 * the topic: a fact chosen for the post is never dropped for generic advice.
 */
function placeLeftovers(groups: FactGroup[], pool: readonly Fact[]): void {
  const placed = new Set(groups.flatMap((g) => g.facts));
  const rest: Fact[] = [];
  for (const fact of pool) {
    if (placed.has(fact)) continue;
    const group = groups.find((g) => g.term !== null && mentions(fact.text, g.term));
    if (group) group.facts.push(fact);
    else rest.push(fact);
  }
  for (const group of groups) group.facts = inReadingOrder(group.facts);
  if (rest.length > 0) groups.push({ term: null, facts: inReadingOrder(rest) });
}

/** The source's facts as sentences of a paragraph; `keep` as the fitter reads it. */
function factSentences(facts: readonly Fact[], keep: (fact: Fact) => boolean): Sentence[] {
  return facts.map((f) => ({ ...toSentence(markdownText(f.text), keep(f)), fact: true }));
}

export function openingBlock(plan: BlogSourcePlan): BlogBlock {
  return { kind: 'prose', sentences: factSentences(plan.opening, () => true), extendable: false };
}

/**
 * One section per group of facts: a heading naming its term (the first keyword's heading first, when
 * there is one), then its facts. Each group's best fact stays; the others may be trimmed, after any
 * sentence of the themes.
 */
export function sourceSectionBlocks(opts: { plan: BlogSourcePlan; keyword: string | undefined; chooser: Chooser }): BlogBlock[] {
  const heading = opts.chooser.deck(SOURCE_SECTIONS.headings);
  const headingOf = (group: FactGroup, i: number) => {
    if (i === 0 && opts.keyword) return fill(SOURCE_SECTIONS.keyHeading, { kw: titleCase(opts.keyword) });
    return group.term === null ? opts.chooser.pick(SOURCE_SECTIONS.otherHeadings) : fill(heading(), { term: titleCase(group.term) });
  };
  return opts.plan.groups.flatMap((group, i): BlogBlock[] => {
    const text = headingOf(group, i);
    const best = Math.min(...group.facts.map((f) => f.rank));
    return [
      { kind: 'heading', level: 2, text },
      { kind: 'prose', sentences: factSentences(group.facts, (f) => f.rank === best), extendable: false },
    ];
  });
}

/** "the facts on charges, zones and tolls": what the source sections cover, naming at most `max` terms. */
export function sourceCoverage(plan: BlogSourcePlan, max: number): string {
  return fill(SOURCE_SECTIONS.coverage, { terms: joinAnd(plan.terms.slice(0, max)) });
}
