import { slot } from '../../../contract/slots';
import type { Fact } from './source-facts';
import type { TopicShape } from './topic-shape';
import { capitalise } from './topic-words';
import { toGerund } from './gerund';

/**
 * The fill-in slots and the phrases the composers write for a topic's shape (docs/product/drafts.md#fill-in-slots):
 * where a draft needs what the engine does not know (which three tricks?), a marked slot; where the source
 * says it, the source's sentence instead.
 */

type List = NonNullable<TopicShape['list']>;

/** "Trick", the label of a list item's slot (the head noun; "Item" when it would not make a label). */
export function listLabel(list: List): string {
  const label = capitalise(list.noun);
  return /^\p{Lu}[\p{L}' -]{0,30}$/u.test(label) ? label : 'Item';
}

/** The list's items: the source's sentences first, when given, then a slot for each one left ("[Trick 2: name it…]"). */
export function listItems(list: List, hint: string, facts: readonly Fact[] = []): string[] {
  return Array.from({ length: list.count }, (_, i) => facts[i]?.text ?? slot(`${listLabel(list)} ${i + 1}`, hint));
}

/** The steps of a how-to: the source's sentences first, then slots. */
export function stepItems(count: number, hints: readonly string[], facts: readonly Fact[] = []): string[] {
  return Array.from({ length: count }, (_, i) => facts[i]?.text ?? slot(`Step ${i + 1}`, hints[Math.min(i, hints.length - 1)] ?? 'what you do next'));
}

/** What it took, from the milestone's span ("after 14 months of posting twice a week" → "14 months of posting twice a week"), or null. */
export function milestoneEffort(shape: TopicShape): string | null {
  const span = shape.milestone?.span;
  if (!span || !/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty)\b/i.test(span)) return null;
  const body = span.replace(/^(?:after|in|within|over|for)\s+(?:just\s+|only\s+|about\s+|nearly\s+|almost\s+)?/i, '');
  return body ? capitalise(body) : null;
}

/** The milestone as a noun phrase for the lines that name what the post is about: "reaching 10,000 subscribers", else "this milestone". */
export function milestoneSubject(shape: TopicShape): string {
  const figure = shape.milestone?.figure;
  if (!figure || /^0$/.test(figure)) return 'this milestone';
  return /\d(?:st|nd|rd|th)\b/i.test(figure) ? `reaching the ${figure}` : `reaching ${figure}`;
}

/** The creator's statement as a sentence: a capital first, closing punctuation ("." unless it ends in "!" or "?"). */
export function asSentence(text: string, end = '.'): string {
  const trimmed = text.trim();
  if (/[.!?…]["'”’)]*$/u.test(trimmed)) return capitalise(trimmed);
  return `${capitalise(trimmed.replace(/[,;:\s]+$/u, ''))}${end}`;
}

/**
 * A list promise as a noun phrase for lines that speak of the topic as one thing: what the items are for
 * ("filming in a small apartment", "repurposing one video into a week of posts"), else "this list of …".
 */
function listSubject(shape: TopicShape): string {
  const list = shape.list;
  if (!list) return shape.forms.subject;
  const forGerund = /^for\s+(\p{L}+ing\b.*)$/iu.exec(list.rest ?? '');
  if (forGerund?.[1]) return forGerund[1];
  const toVerb = /^to\s+(\p{L}+)(.*)$/iu.exec(list.rest ?? '');
  if (toVerb?.[1]) return `${toGerund(toVerb[1])}${toVerb[2] ?? ''}`;
  return `this list of ${list.items}`;
}

/**
 * A noun phrase for a topic that is not one, where a line needs one ("reaching 10,000 subscribers", "this
 * idea", "filming in a small apartment"); null when the topic's subject already reads as one.
 */
export function clauseSubject(shape: TopicShape): string | null {
  switch (shape.kind) {
    case 'milestone':
      return milestoneSubject(shape);
    case 'statement':
      return 'this idea';
    case 'list':
      return listSubject(shape);
    case 'question': {
      // "What is a content pillar?" reads as "a content pillar"; a question left as typed is named as one.
      const { subject, raw } = shape.forms;
      const tail = raw.split(/\s+/).slice(-3).join(' ').toLowerCase();
      return subject.toLowerCase() !== raw.toLowerCase() && !subject.toLowerCase().endsWith(tail) ? subject : 'this question';
    }
    case 'how-to': {
      const action = shape.howTo?.action ?? '';
      const [verb = '', ...rest] = action.split(' ');
      // "How we plan a content calendar": the creator's own way, named as one where the topic would be a subject.
      if (/^how\s+(?:i|we)\b/i.test(shape.forms.raw)) return 'this process';
      return shape.forms.subject.includes(':') && verb ? [toGerund(verb), ...rest].join(' ') : null;
    }
    default:
      return null;
  }
}
