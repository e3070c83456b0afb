import { and, inArray } from 'drizzle-orm';
import type { ContentPublishing } from '../../../contract/library';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
import type { Db } from '../../db/client';
import { publications } from '../../db/schema';

/**
 * Where each piece went: the platforms a target of it was published to, and those one is scheduled
 * for, each once and in PUBLISH_PLATFORMS order. One statement for a page of pieces, through
 * publications_content_idx. A piece with neither is absent from the map.
 */
export async function publishingOf(db: Db, contentIds: readonly string[]): Promise<Map<string, ContentPublishing>> {
  const out = new Map<string, ContentPublishing>();
  if (contentIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ contentId: publications.contentId, status: publications.status, platform: publications.platform })
    .from(publications)
    .where(and(inArray(publications.contentId, [...contentIds]), inArray(publications.status, ['published', 'scheduled'])));
  const order = (platform: string) => PUBLISH_PLATFORMS.indexOf(platform as (typeof PUBLISH_PLATFORMS)[number]);
  rows.sort((a, b) => order(a.platform) - order(b.platform));
  for (const row of rows) {
    if (!row.contentId) continue;
    let entry = out.get(row.contentId);
    if (!entry) out.set(row.contentId, (entry = { published: [], scheduled: [] }));
    entry[row.status === 'published' ? 'published' : 'scheduled'].push(row.platform);
  }
  return out;
}
