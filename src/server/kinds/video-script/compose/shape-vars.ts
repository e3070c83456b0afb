import { asSentence, listLabel } from '../../../ai/offline/shape-slots';
import type { TemplateVars } from '../../../ai/offline/template';
import type { TopicShape } from '../../../ai/offline/topic-shape';
import { mentionOf } from './shape-points';

/** A question longer than this is not quoted in a hook: it would be the whole of it. */
const MAX_SPOKEN_QUESTION = 120;

/**
 * The slots of the shaped lines (data/shapes.yaml) for a topic: empty where the shape has none, so a
 * line that needs one is not chosen (shape-lines.ts, usableLines).
 */
export function shapeVars(shape: TopicShape): TemplateVars {
  const list = shape.list;
  const label = list ? listLabel(list) : '';
  const question = shape.question;
  const ask = shape.forms.headline.includes('?') ? shape.forms.headline : `${shape.forms.headline}?`;
  return {
    items: list?.items ?? '',
    item: list ? mentionOf(label, 'number') : '',
    nouns: list ? (list.count === 1 ? mentionOf(label, 'item') : (list.items.split(' ').at(-1) ?? '')) : '',
    goal: shape.howTo?.action ?? '',
    // A question typed as a title ("Why my videos get no views") has no mark: it is not said as one.
    question: question && !question.embedded && question.text.length <= MAX_SPOKEN_QUESTION ? question.text : '',
    ask: question ? ask : '',
    claim: shape.kind === 'statement' ? asSentence(shape.forms.raw) : '',
  };
}
