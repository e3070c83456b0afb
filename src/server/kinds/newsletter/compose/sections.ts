import { z } from 'zod';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list, template } from '../../../ai/offline/bank-schema';
import { NEWSLETTER_SLOTS } from './tones';

const SECTION_KINDS = ['intro', 'recap', 'qa', 'events', 'next', 'tips', 'resources', 'community', 'quote', 'data', 'promo', 'behind', 'story', 'general'] as const;
/** What kind of section a heading asks for, judged from its words. */
export type SectionKind = (typeof SECTION_KINDS)[number];

const KINDS: ReadonlyArray<[SectionKind, RegExp]> = [
  ['intro', /\b(?:intro|introduction|welcome|hello|editor'?s? note|letter|note from|opening)\b/],
  ['recap', /\b(?:recap|summary|tl;? ?dr|key points|in brief|round-?up|highlights|wrap)/],
  ['qa', /(?:\bq ?& ?a\b|\bquestions?\b|\bask\b|mailbag|\bfaq|\banswers?\b)/],
  ['events', /\b(?:events?|calendar|dates?|schedule|save the date|meetups?|races?|deadlines?)\b/],
  ['next', /(?:what'?s next|\bnext\b|coming|upcoming|preview|roadmap|later)/],
  ['tips', /\b(?:tips?|tricks?|hacks?|advice|how[- ]to|lessons?|takeaways?|checklist|steps?|playbook|guide|best practices?)\b/],
  ['resources', /\b(?:resources?|tools?|reading|reads?|links?|recommend\w*|picks?|favou?rites?|toolkit|apps?|books?|watch|listen|gear|stack)\b/],
  ['community', /\b(?:community|readers?|shout-?outs?|wins?|members?|from you|feedback|poll|survey|your turn)\b/],
  ['quote', /\b(?:quotes?|inspiration|motivation|thoughts?|reflections?|mindset)\b/],
  ['data', /\b(?:stats?|statistics|numbers?|data|metrics?|charts?|by the)\b/],
  ['promo', /\b(?:announcements?|announcing|offers?|deals?|sale|sponsors?|promo|launch|products?|discount|giveaway)\b/],
  ['behind', /\b(?:behind|personal|story time|journal|diary|my week|bts)\b/],
  ['story', /\b(?:top|stor(?:y|ies)|feature|headlines?|news|updates?|deep dive|spotlight|focus|main|lead|big idea|this week|insights?|analysis|trends?)\b/],
];

export function sectionKind(name: string): SectionKind {
  const lower = name.toLowerCase();
  return KINDS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'general';
}

const variants = list(list(template(NEWSLETTER_SLOTS)));

/** Section bodies by kind: each variant is a list of Markdown blocks (paragraphs, lists, quotes). */
export const SECTION_BODIES: Record<SectionKind, readonly (readonly string[])[]> = loadData(
  dataFile('sections.yaml'),
  z.strictObject(Object.fromEntries(SECTION_KINDS.map((kind) => [kind, variants])) as Record<SectionKind, typeof variants>),
);
