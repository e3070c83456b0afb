import type { BulkDeleteRequest, DeleteContentResponse, HistoryQuery, LibraryItem } from '../../../contract/library';
import type { UserRow } from '../../db/rows';
import type { LibraryDeps } from './library-deps';

/** The library: find, open, duplicate and delete pieces (docs/product/api.md#library). */
export class LibraryService {
  constructor(private readonly deps: LibraryDeps) {}

  async history(user: UserRow, query: HistoryQuery): Promise<LibraryItem[]> {
    throw new Error(`not built yet ${user.id} ${JSON.stringify(query)} ${String(this.deps)}`);
  }

  async get(user: UserRow, id: string): Promise<LibraryItem> {
    throw new Error(`not built yet ${user.id} ${id}`);
  }

  async removeOne(user: UserRow, id: string): Promise<DeleteContentResponse> {
    throw new Error(`not built yet ${user.id} ${id}`);
  }

  async remove(user: UserRow, ids: BulkDeleteRequest['ids']): Promise<DeleteContentResponse> {
    throw new Error(`not built yet ${user.id} ${ids.join()}`);
  }

  async duplicate(user: UserRow, id: string): Promise<LibraryItem> {
    throw new Error(`not built yet ${user.id} ${id}`);
  }
}
