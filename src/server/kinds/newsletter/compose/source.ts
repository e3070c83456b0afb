import { sectionKind, type SectionKind } from './sections';
import type { NewsletterToneBank } from './tones';
import { type Fact, inReadingOrder, markdownText, readSource } from '../../../ai/offline/source-facts';

/** What a source gives an issue. */
export interface IssueFromSource {
  /** Markdown blocks by section index, for the sections the source fills. */
  bodies: Map<number, string[]>;
  /** Blocks after the opening: the summary, when no section takes it. */
  opening: string[];
  /** The facts that fill the topic's own list, best first (fewer than asked for when the source is short). */
  items: Fact[];
  /** The facts that fill each counted section ("Three lessons"), by section index, best first. */
  counted: Map<number, Fact[]>;
}

/** Sentences the summary takes: the source's best, read in its own order. */
const SUMMARY_FACTS = 5;
const LIST_FACTS = 4;

function paragraph(facts: readonly Fact[]): string {
  return facts.map((f) => markdownText(f.text)).join(' ');
}

function bullets(facts: readonly Fact[]): string {
  return facts.map((f) => `- ${markdownText(f.text)}`).join('\n');
}

/**
 * How many of the source's `facts` best sentences the summary takes: up to five, fewer when the items
 * would go short. The topic's own list comes first (the summary may give up every sentence to it), the
 * items of the counted sections next (the summary keeps two sentences, if it has them, for them).
 */
function summarySize(facts: number, listItems: number, countedItems: number): number {
  const afterList = Math.max(0, facts - listItems);
  return Math.min(SUMMARY_FACTS, Math.max(facts - listItems - countedItems, Math.min(2, afterList)));
}

/**
 * The issue a source gives: its summary (its best sentences, in reading order) under the first story
 * section ("Top Story"), else the first general one, else right after the opening; then the items of
 * the topic's own list and of the sections whose heading promises a count; then its next points as a
 * list under a recap section and its sentences with figures under a numbers section. Other sections
 * keep their own bodies. Null without a source.
 */
export function issueFromSource(opts: {
  source: string | undefined;
  sections: readonly string[];
  tone: NewsletterToneBank;
  /** The kind of each section, when a template says it; judged from the headings otherwise. */
  kinds?: readonly SectionKind[];
  /** How many items the topic's own list promises (0 for a topic that is no list). */
  listItems?: number;
  /** How many items each counted section promises, by section index. */
  counted?: ReadonlyMap<number, number>;
}): IssueFromSource | null {
  const listItems = opts.listItems ?? 0;
  const countedItems = [...(opts.counted?.values() ?? [])].reduce((n, c) => n + c, 0);
  const source = readSource(opts.source, { maxFacts: SUMMARY_FACTS + 2 * LIST_FACTS + 4 + listItems + countedItems, maxTerms: 0 });
  if (!source) return null;
  const kinds = opts.kinds ?? opts.sections.map(sectionKind);
  const take = summarySize(source.facts.length, listItems, countedItems);
  const summary = inReadingOrder(source.facts.slice(0, take));
  const items = source.facts.slice(take, take + listItems);
  const summaryBlocks = summary.length === 0 ? [] : [opts.tone.sourceLead, ...(summary.length > 2 ? [paragraph(summary.slice(0, 2)), paragraph(summary.slice(2))] : [paragraph(summary)])];
  let rest = source.facts.slice(take + items.length);
  const counted = new Map<number, Fact[]>();
  for (const [i, count] of opts.counted ?? []) {
    counted.set(i, rest.slice(0, count));
    rest = rest.slice(count);
  }

  const bodies = new Map<number, string[]>();
  const storyAt = kinds.includes('story') ? kinds.indexOf('story') : kinds.indexOf('general');
  if (storyAt >= 0 && summaryBlocks.length > 0) bodies.set(storyAt, summaryBlocks);
  // Numbers sections choose first, so the sentences with figures go to them rather than to a recap.
  for (const [kind, wanted] of [['data', (f: Fact) => /\d/.test(f.text)], ['recap', () => true]] as const) {
    kinds.forEach((k, i) => {
      if (k !== kind || opts.counted?.has(i)) return;
      const picked = rest.filter(wanted).slice(0, LIST_FACTS);
      if (picked.length === 0) return;
      rest = rest.filter((f) => !picked.includes(f));
      bodies.set(i, [opts.tone.sourceRecap, bullets(inReadingOrder(picked))]);
    });
  }
  return { bodies, opening: storyAt >= 0 ? [] : summaryBlocks, items, counted };
}
