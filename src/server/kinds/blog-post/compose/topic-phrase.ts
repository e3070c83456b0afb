import type { TopicShape } from '../../../ai/offline/topic-shape';
import { proseNoun } from '../../../ai/offline/topic-forms';

export { proseNoun };

/** A count in words up to twelve, in digits above: "three", "15". */
export function countWord(n: number): string {
  return ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][n] ?? String(n);
}

/** The noun phrases a noun topic's prose uses: its full subject and its shorter core. */
export function nounForms(shape: TopicShape): { subject: string; core: string } {
  return { subject: proseNoun(shape.forms.subject), core: proseNoun(shape.forms.core) };
}
