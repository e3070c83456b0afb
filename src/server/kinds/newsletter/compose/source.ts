import { sectionKind, type SectionKind } from './sections';
import type { NewsletterToneBank } from './tones';
import { type Fact, inReadingOrder, markdownText, readSource } from '../../../ai/offline/source-facts';

/** What a source gives an issue. */
export interface IssueFromSource {
  /** Markdown blocks by section index, for the sections the source fills. */
  bodies: Map<number, string[]>;
  /** Blocks after the opening: the summary, when no section takes it. */
  opening: string[];
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
 * The issue a source gives: its summary (its best sentences, in reading order) under the first story
 * section ("Top Story"), else the first general one, else right after the opening; its next points as a
 * list under a recap section, and its sentences with figures under a numbers section. Other sections
 * keep their own bodies. Null without a source.
 */
export function issueFromSource(opts: {
  source: string | undefined;
  sections: readonly string[];
  tone: NewsletterToneBank;
  /** The kind of each section, when a template says it; judged from the headings otherwise. */
  kinds?: readonly SectionKind[];
}): IssueFromSource | null {
  const source = readSource(opts.source, { maxFacts: SUMMARY_FACTS + 2 * LIST_FACTS + 4, maxTerms: 0 });
  if (!source) return null;
  const kinds = opts.kinds ?? opts.sections.map(sectionKind);
  const summary = inReadingOrder(source.facts.slice(0, SUMMARY_FACTS));
  const summaryBlocks = [opts.tone.sourceLead, ...(summary.length > 2 ? [paragraph(summary.slice(0, 2)), paragraph(summary.slice(2))] : [paragraph(summary)])];
  let rest = source.facts.slice(SUMMARY_FACTS);

  const bodies = new Map<number, string[]>();
  const storyAt = kinds.includes('story') ? kinds.indexOf('story') : kinds.indexOf('general');
  if (storyAt >= 0) bodies.set(storyAt, summaryBlocks);
  // Numbers sections choose first, so the sentences with figures go to them rather than to a recap.
  for (const [kind, wanted] of [['data', (f: Fact) => /\d/.test(f.text)], ['recap', () => true]] as const) {
    kinds.forEach((k, i) => {
      if (k !== kind) return;
      const picked = rest.filter(wanted).slice(0, LIST_FACTS);
      if (picked.length === 0) return;
      rest = rest.filter((f) => !picked.includes(f));
      bodies.set(i, [opts.tone.sourceRecap, bullets(inReadingOrder(picked))]);
    });
  }
  return { bodies, opening: storyAt >= 0 ? [] : summaryBlocks };
}
