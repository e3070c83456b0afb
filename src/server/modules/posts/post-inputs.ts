import { and, eq, inArray } from 'drizzle-orm';
import type { PublishPlatform } from '../../../contract/social';
import type { Db } from '../../db/client';
import { contents, mediaUploads, socialAccounts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { SocialAccountRow } from '../../social/account-tokens';
import { POST_MESSAGES } from './post-messages';

/** The body of one of the creator's history items; 404 when it is not theirs. */
export async function historyText(db: Db, userId: string, contentId: string): Promise<string> {
  const [item] = await db
    .select({ body: contents.body })
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.userId, userId)));
  if (!item) throw new HttpError(404, POST_MESSAGES.contentNotFound);
  return item.body;
}

/**
 * The kinds of the creator's own uploads, in the order given; 404 naming one that is not theirs. Only
 * read: an upload is marked attached when it is published (MediaService.forPublish), and the clean-up
 * keeps what a live post names until then.
 */
export async function ownMedia(db: Db, userId: string, ids: readonly string[]): Promise<Array<{ kind: 'image' | 'video' }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: mediaUploads.id, kind: mediaUploads.kind })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.id, [...ids])));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new HttpError(404, POST_MESSAGES.mediaNotFound(id));
    return { kind: row.kind };
  });
}

/** The creator's connected accounts on these platforms. */
export async function accountsOn(db: Db, userId: string, platforms: readonly PublishPlatform[]): Promise<SocialAccountRow[]> {
  if (platforms.length === 0) return [];
  return db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), inArray(socialAccounts.platform, [...platforms])));
}
