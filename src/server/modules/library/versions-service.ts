import type { ContentVersion, UpdateContentRequest, VariationsRequest, VariationsResponse } from '../../../contract/library';
import type { UserRow } from '../../db/rows';
import type { LibraryDeps } from './library-deps';

/** A piece's versions: edit, list, restore, regenerate, and variations to pick from. */
export class VersionsService {
  constructor(private readonly deps: LibraryDeps) {}

  async update(user: UserRow, id: string, body: UpdateContentRequest): Promise<ContentVersion> {
    throw new Error(`not built yet ${user.id} ${id} ${body.source} ${String(this.deps)}`);
  }

  async list(user: UserRow, id: string): Promise<ContentVersion[]> {
    throw new Error(`not built yet ${user.id} ${id}`);
  }

  async restore(user: UserRow, id: string, n: string): Promise<ContentVersion> {
    throw new Error(`not built yet ${user.id} ${id} ${n}`);
  }

  async regenerate(user: UserRow, id: string): Promise<ContentVersion> {
    throw new Error(`not built yet ${user.id} ${id}`);
  }

  async variations(user: UserRow, id: string, body: VariationsRequest): Promise<VariationsResponse> {
    throw new Error(`not built yet ${user.id} ${id} ${body.count}`);
  }
}
