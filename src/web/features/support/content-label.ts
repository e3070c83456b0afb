import { HISTORY_TYPE_LABELS } from '../../../contract/content-kinds';
import type { HistoryItem } from '../../../contract/content';
import { formatDate } from '../../lib/format-date';

const TOPIC_MAX = 60;

/** "Blog Post · Ten hooks that work · March 14, 2026": a history item as the picker and the list name it. */
export function contentLabel(item: HistoryItem): string {
  const topic = item.metadata.topic.length > TOPIC_MAX ? `${item.metadata.topic.slice(0, TOPIC_MAX - 1)}…` : item.metadata.topic;
  return `${HISTORY_TYPE_LABELS[item.metadata.type]} · ${topic} · ${formatDate(item.created_at)}`;
}
