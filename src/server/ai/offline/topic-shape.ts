import type { TopicForms } from './topic-forms';

/**
 * What a topic is, so that the offline engine writes for its shape (docs/product/drafts.md#topic-shapes):
 * - `noun`: a thing or a field ("batch filming", "SEO", "vegan meal prep for busy parents");
 * - `how-to`: a goal to reach ("how to record a month of Shorts");
 * - `list`: a promise of a number of items ("3 cheap lighting tricks for filming in a small apartment");
 * - `milestone`: the creator's own news or result ("I just hit 10,000 subscribers after 14 months");
 * - `question`: a question to answer ("Should I quit my job to become a full-time creator?");
 * - `statement`: an opinion or claim ("Consistency beats talent").
 */
export type TopicShapeKind = 'noun' | 'how-to' | 'list' | 'milestone' | 'question' | 'statement';

export interface TopicShape {
  kind: TopicShapeKind;
  /** The phrasings the phrase banks use (topic-forms.ts). */
  forms: TopicForms;
  /** `list`: how many items were promised and what one is ("lighting trick"), plural ("cheap lighting tricks"), and what for ("filming in a small apartment"). */
  list?: { count: number; item: string; items: string; purpose: string | null };
  /** `how-to`: the goal as the reader would do it ("record a month of Shorts"). */
  howTo?: { action: string };
  /** `milestone`: the statement in the creator's words (first person kept), its figure ("10,000 subscribers") and span ("after 14 months"), when given. */
  milestone?: { statement: string; figure: string | null; span: string | null };
  /** `question`: the question as asked, with its question mark, and whether it is yes/no. */
  question?: { text: string; yesNo: boolean };
  /** Names (people, brands, places) in the topic, as written. */
  names: string[];
}

/** Reads a topic's shape (wink-nlp: parts of speech, numbers, entities). Being built (issue 28). */
export function readTopicShape(topic: string): TopicShape {
  throw new Error(`readTopicShape is not built yet: ${topic}`);
}
