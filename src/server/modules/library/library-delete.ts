import { and, eq, inArray } from 'drizzle-orm';
import type { DeleteContentResponse } from '../../../contract/library';
import { contents } from '../../db/schema';
import type { LibraryDeps } from './library-deps';

/**
 * Deletes the creator's pieces among `ids` (others' and unknown ids are left out of `deleted`), in one
 * transaction: first their scheduled posts are cancelled through the posts module, then the pieces go
 * with their versions (by cascade). Published posts stay, on their platforms and in analytics, their
 * link to the piece cleared by the foreign key. Generation usage never changes (a generation happened);
 * a cancelled scheduled post gives back the social-post unit it took when scheduled.
 */
export async function deletePieces(deps: Pick<LibraryDeps, 'db' | 'posts'>, userId: string, ids: readonly string[]): Promise<DeleteContentResponse> {
  // UUIDs as the database writes them (lower case), so that `deleted` names each as the API gave it.
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return { deleted: [], cancelled_posts: 0 };
  const done = await deps.db.transaction(async (tx) => {
    // Locked first, so that a post made from one of them meanwhile waits for this delete to end.
    const mine = await tx
      .select({ id: contents.id })
      .from(contents)
      .where(and(inArray(contents.id, wanted), eq(contents.userId, userId)))
      .for('update');
    const found = mine.map((row) => row.id);
    if (found.length === 0) return { answer: { deleted: [], cancelled_posts: 0 } };
    const cancelled = await deps.posts.cancelScheduledFor({ db: tx, userId, contentIds: found });
    await tx.delete(contents).where(and(inArray(contents.id, found), eq(contents.userId, userId)));
    return { answer: { deleted: wanted.filter((id) => found.includes(id)), cancelled_posts: cancelled.posts }, refund: cancelled.refund };
  });
  // Committed: the cancelled posts' social-post units are given back.
  await done.refund?.();
  return done.answer;
}
