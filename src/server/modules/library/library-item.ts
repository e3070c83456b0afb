import { HUMANIZED_KIND, SUMMARY_KIND, type HistoryItem } from '../../../contract/content';
import { HumanizeContentType } from '../../../contract/humanize';
import type { ContentPublishing, LibraryItem } from '../../../contract/library';
import { SummarySource } from '../../../contract/summaries';
import type { contents } from '../../db/schema';

/** The columns of a piece the library answers with (never `search`, the large search document). */
export type LibraryRow = Pick<
  typeof contents.$inferSelect,
  'id' | 'type' | 'topic' | 'request' | 'body' | 'engine' | 'model' | 'words' | 'version' | 'createdAt' | 'updatedAt'
>;

/** The template a generation request named, as saved with it. */
function templateOf(request: unknown): { template?: string } {
  const template = (request as { template?: unknown } | null)?.template;
  return typeof template === 'string' ? { template } : {};
}

/** A blog post's target keywords, as saved with its request (none: no field). */
function keywordsOf(request: unknown): { keywords?: string[] } {
  const keywords = (request as { target_keywords?: unknown } | null)?.target_keywords;
  if (!Array.isArray(keywords)) return {};
  const words = keywords.filter((keyword): keyword is string => typeof keyword === 'string' && keyword.trim() !== '');
  return words.length > 0 ? { keywords: words } : {};
}

function platformOf(request: unknown): { platform?: string } {
  const platform = (request as { platform?: unknown } | null)?.platform;
  return typeof platform === 'string' ? { platform } : {};
}

/** What a summary was made from, as saved with it. */
function sourceOf(type: string, request: unknown): { source?: SummarySource } {
  if (type !== SUMMARY_KIND.id) return {};
  const parsed = SummarySource.safeParse((request as { source?: unknown } | null)?.source);
  return parsed.success ? { source: parsed.data } : {};
}

/** What a humanized version was: the kind of text, and the history item it came from. */
function humanizedOf(type: string, request: unknown): { humanized?: { content_type: HumanizeContentType; source_id: string | null } } {
  if (type !== HUMANIZED_KIND.id) return {};
  const stored = request as { content_type?: unknown; source_id?: unknown } | null;
  const contentType = HumanizeContentType.safeParse(stored?.content_type);
  if (!contentType.success) return {};
  return { humanized: { content_type: contentType.data, source_id: typeof stored?.source_id === 'string' ? stored.source_id : null } };
}

/** SPEC §7's history item of a stored piece. */
function historyItem(row: LibraryRow): HistoryItem {
  const { request, type } = row;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    content: row.body,
    engine: row.engine,
    model: row.model,
    metadata: {
      type,
      topic: row.topic,
      ...platformOf(request),
      ...templateOf(request),
      ...keywordsOf(request),
      ...sourceOf(type, request),
      ...humanizedOf(type, request),
    },
  };
}

export const NOT_PUBLISHED: ContentPublishing = { published: [], scheduled: [] };

/** The library's item: the history item, its current version and words, and where it went. */
export function libraryItem(row: LibraryRow, publishing: ContentPublishing = NOT_PUBLISHED): LibraryItem {
  return { ...historyItem(row), updated_at: row.updatedAt.toISOString(), version: row.version, words: row.words, publishing };
}
