import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contents, contentVersions } from '../../db/schema';
import { LIBRARY_COLUMNS } from './library-columns';
import type { LibraryRow } from './library-item';

/**
 * A copy of one of the creator's pieces as a new piece: the same kind, topic, request, engine and
 * model, its current text as version 1 ('duplicated'). Not a generation, so not counted. Null when the
 * creator has no such piece.
 */
export async function duplicatePiece(db: Db, userId: string, id: string): Promise<LibraryRow | null> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select({ type: contents.type, topic: contents.topic, request: contents.request, body: contents.body, engine: contents.engine, model: contents.model })
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.userId, userId)));
    if (!source) return null;
    const copyId = randomUUID();
    // Both made at the transaction's now(): the version and the piece bear the same time.
    const [copy] = await tx.insert(contents).values({ id: copyId, userId, ...source, version: 1 }).returning(LIBRARY_COLUMNS);
    await tx.insert(contentVersions).values({ contentId: copyId, n: 1, userId, source: 'duplicated', body: source.body });
    return copy!;
  });
}
