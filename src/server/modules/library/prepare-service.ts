import type { PrepareRequest, PrepareResponse } from '../../../contract/library';
import type { UserRow } from '../../db/rows';
import type { LibraryDeps } from './library-deps';

/** "Prepare for social": a piece's current text made into each platform's own text. */
export class PrepareService {
  constructor(private readonly deps: LibraryDeps) {}

  async prepare(user: UserRow, id: string, body: PrepareRequest): Promise<PrepareResponse> {
    throw new Error(`not built yet ${user.id} ${id} ${body.platforms.join()} ${String(this.deps)}`);
  }
}
