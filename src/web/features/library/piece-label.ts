import { HISTORY_TYPE_LABELS, HUMANIZED_KIND, pieceNoun, type HistoryItem } from '../../../contract/content';
import type { TemplateInfo } from '../../../contract/templates';
import { LIBRARY_MESSAGES } from './library-messages';

/** What a piece is ("Social Post"); a humanized one also names what it was ("Humanized Blog Post"). */
export function pieceLabel(item: HistoryItem): string {
  const humanized = item.metadata.type === HUMANIZED_KIND.id ? item.metadata.humanized : undefined;
  if (!humanized) return pieceNoun(item.metadata.type);
  return `${HISTORY_TYPE_LABELS[HUMANIZED_KIND.id]} ${pieceNoun(humanized.content_type)}`;
}

/** Its topic, or a word for a piece without one. */
export function pieceTitle(item: HistoryItem): string {
  return item.metadata.topic.trim() || LIBRARY_MESSAGES.untitled;
}

/** The name of the template a piece followed, when it was not its kind's standard one. */
export function templateName(templates: readonly TemplateInfo[], id: string | undefined): string | undefined {
  return id ? templates.find((template) => template.id === id && !template.default)?.name : undefined;
}
