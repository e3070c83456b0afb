import { and, eq } from 'drizzle-orm';
import type { BulkDeleteRequest, DeleteContentResponse, HistoryQuery, LibraryItem } from '../../../contract/library';
import type { UserRow } from '../../db/rows';
import { contents } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { findHistory } from './history-query';
import { LIBRARY_COLUMNS } from './library-columns';
import { deletePieces } from './library-delete';
import type { LibraryDeps } from './library-deps';
import { duplicatePiece } from './library-duplicate';
import { libraryItem, type LibraryRow } from './library-item';
import { LIBRARY_MESSAGES } from './library-messages';
import { publishingOf } from './library-publishing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, LIBRARY_MESSAGES.notFound);

/** The library: find, open, duplicate and delete pieces (docs/product/api.md#library). */
export class LibraryService {
  constructor(private readonly deps: LibraryDeps) {}

  /** GET /api/content/history: one page, filtered and searched (history-query.ts). */
  async history(user: UserRow, query: HistoryQuery): Promise<LibraryItem[]> {
    return this.items(await findHistory(this.deps.db, user.id, query));
  }

  /** One of the creator's pieces; 404 for anything else (unknown, malformed, or another creator's). */
  async get(user: UserRow, id: string): Promise<LibraryItem> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await this.deps.db
      .select(LIBRARY_COLUMNS)
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.userId, user.id)));
    if (!row) throw notFound();
    const [item] = await this.items([row]);
    return item!;
  }

  async removeOne(user: UserRow, id: string): Promise<DeleteContentResponse> {
    if (!UUID.test(id)) throw notFound();
    const answer = await deletePieces(this.deps, user.id, [id]);
    if (answer.deleted.length === 0) throw notFound();
    return answer;
  }

  /** Bulk delete: ids that are not the creator's pieces are left out of `deleted`. */
  async remove(user: UserRow, ids: BulkDeleteRequest['ids']): Promise<DeleteContentResponse> {
    return deletePieces(this.deps, user.id, ids);
  }

  async duplicate(user: UserRow, id: string): Promise<LibraryItem> {
    if (!UUID.test(id)) throw notFound();
    const copy = await duplicatePiece(this.deps.db, user.id, id);
    if (!copy) throw notFound();
    return libraryItem(copy);
  }

  private async items(rows: LibraryRow[]): Promise<LibraryItem[]> {
    const publishing = await publishingOf(this.deps.db, rows.map((row) => row.id));
    return rows.map((row) => libraryItem(row, publishing.get(row.id)));
  }
}
