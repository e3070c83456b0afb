import type { TopicShape } from '../../../ai/offline/topic-shape';

/**
 * Head nouns a creator's topic often ends on that are countable: in a sentence they need a determiner
 * ("a good approach to your content calendar", never "… to content calendar").
 */
const COUNTABLE_HEADS = new Set(
  'account album app bio blog book budget calendar camera campaign channel checklist course deck funnel guide hook idea intro kit lens logo microphone mic newsletter outline outro page plan playlist podcast portfolio post profile reel résumé resume routine schedule script series setup shop site store strategy studio template thumbnail timeline trailer tripod video vlog website workflow'.split(' '),
);

const DETERMINER = /^(?:a|an|the|my|your|our|their|his|her|its|this|that|these|those|every|each|any|some|one)\s/iu;

/**
 * The topic as a noun phrase that reads in any sentence slot: the part before a colon ("Batch filming:
 * how to record …" → "batch filming"), and "your" before a countable singular ("content calendar" →
 * "your content calendar").
 */
export function proseNoun(phrase: string): string {
  const head = phrase.split(/:\s+/u)[0]?.trim() || phrase;
  const last = /([\p{L}]+)$/u.exec(head)?.[1]?.toLowerCase() ?? '';
  if (COUNTABLE_HEADS.has(last) && !DETERMINER.test(head) && !/^\p{Lu}\p{L}*$/u.test(head)) return `your ${head}`;
  return head;
}

/** A count in words up to twelve, in digits above: "three", "15". */
export function countWord(n: number): string {
  return ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][n] ?? String(n);
}

/** The noun phrases a noun topic's prose uses: its full subject and its shorter core. */
export function nounForms(shape: TopicShape): { subject: string; core: string } {
  return { subject: proseNoun(shape.forms.subject), core: proseNoun(shape.forms.core) };
}
