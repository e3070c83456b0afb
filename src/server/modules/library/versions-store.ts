import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContentVersion, VersionSource } from '../../../contract/library';
import type { Db } from '../../db/client';
import { contents, contentVersions } from '../../db/schema';

type VersionRow = Pick<typeof contentVersions.$inferSelect, 'n' | 'source' | 'createdAt' | 'body' | 'words' | 'restoredFrom' | 'engine'>;

const VERSION_COLUMNS = {
  n: contentVersions.n,
  source: contentVersions.source,
  createdAt: contentVersions.createdAt,
  body: contentVersions.body,
  words: contentVersions.words,
  restoredFrom: contentVersions.restoredFrom,
  engine: contentVersions.engine,
};

export function contentVersion(row: VersionRow): ContentVersion {
  return { n: row.n, source: row.source, created_at: row.createdAt.toISOString(), content: row.body, words: row.words, restored_from: row.restoredFrom, engine: row.engine };
}

/** A new version of a piece: its text, where it came from, and what it links to. */
export interface NewVersion {
  contentId: string;
  userId: string;
  source: VersionSource;
  body: string;
  restoredFrom?: number;
  humanizedId?: string;
  engine?: ContentVersion['engine'];
}

/**
 * Makes `body` the piece's current text as its next version, in one transaction (or in the caller's):
 * the piece's row is locked first, so two saves at once become versions n+1 and n+2, never two n+1.
 * The same text as the current version answers that version and adds none (saving twice makes no
 * empty version). Null when the creator has no such piece.
 */
export async function appendVersion(db: Db, version: NewVersion): Promise<ContentVersion | null> {
  return db.transaction(async (tx) => {
    const [piece] = await tx
      .select({ version: contents.version, body: contents.body })
      .from(contents)
      .where(and(eq(contents.id, version.contentId), eq(contents.userId, version.userId)))
      .for('update');
    if (!piece) return null;
    if (piece.body === version.body) return findVersion(tx, version.contentId, piece.version);
    const n = piece.version + 1;
    const [row] = await tx
      .insert(contentVersions)
      .values({
        contentId: version.contentId,
        n,
        userId: version.userId,
        source: version.source,
        body: version.body,
        restoredFrom: version.restoredFrom ?? null,
        humanizedId: version.humanizedId ?? null,
        engine: version.engine ?? null,
      })
      .returning(VERSION_COLUMNS);
    await tx.update(contents).set({ body: version.body, version: n, updatedAt: sql`now()` }).where(eq(contents.id, version.contentId));
    return contentVersion(row!);
  });
}

/** One version of a piece (the caller has checked the piece is the creator's); null when it has no version n. */
export async function findVersion(db: Db, contentId: string, n: number): Promise<ContentVersion | null> {
  const [row] = await db
    .select(VERSION_COLUMNS)
    .from(contentVersions)
    .where(and(eq(contentVersions.contentId, contentId), eq(contentVersions.n, n)));
  return row ? contentVersion(row) : null;
}

/** Every version of one of the creator's pieces, newest first; null when the creator has no such piece. */
export async function listVersions(db: Db, userId: string, contentId: string): Promise<ContentVersion[] | null> {
  const rows = await db
    .select({ ...VERSION_COLUMNS, piece: contents.id })
    .from(contents)
    .leftJoin(contentVersions, eq(contentVersions.contentId, contents.id))
    .where(and(eq(contents.id, contentId), eq(contents.userId, userId)))
    .orderBy(desc(contentVersions.n));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.n === null ? [] : [contentVersion(row as VersionRow)]));
}

/** What writing a piece again needs of it. */
export type PieceRow = Pick<typeof contents.$inferSelect, 'id' | 'type' | 'request' | 'body' | 'version'>;

/** One of the creator's pieces; null for anything else. */
export async function findPiece(db: Db, userId: string, id: string): Promise<PieceRow | null> {
  const [row] = await db
    .select({ id: contents.id, type: contents.type, request: contents.request, body: contents.body, version: contents.version })
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.userId, userId)));
  return row ?? null;
}
