import type { Db } from '../../db/client';
import { contents, contentVersions } from '../../db/schema';

/**
 * Saves a new piece with its text as version 1 ('generated', by its engine): every piece has its first
 * version from the start (docs/product/api.md#library). Run in the transaction that settles its quota unit.
 */
export async function savePiece(db: Db, piece: typeof contents.$inferInsert): Promise<void> {
  await db.insert(contents).values({ ...piece, version: 1 });
  await db.insert(contentVersions).values({ contentId: piece.id, n: 1, userId: piece.userId, source: 'generated', body: piece.body, engine: piece.engine });
}
