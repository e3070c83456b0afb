import { and, eq, sql } from 'drizzle-orm';
import { HUMANIZED_KIND } from '../../../contract/content';
import type { ContentVersion, UpdateContentRequest, VariationsRequest, VariationsResponse } from '../../../contract/library';
import { toStorableText } from '../../../contract/text-rule';
import type { UserRow } from '../../db/rows';
import { contents } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { LibraryDeps } from './library-deps';
import { LIBRARY_MESSAGES } from './library-messages';
import { regeneratePiece } from './regenerate-piece';
import { writeVariations } from './variations-write';
import { VERSIONS_MESSAGES } from './versions-messages';
import { appendVersion, findPiece, findVersion, listVersions, type NewVersion } from './versions-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A version number as a path gives it: a whole number from 1, as written ("01" and "1.0" are not one). */
const VERSION_NUMBER = /^[1-9][0-9]{0,8}$/;
const notFound = () => new HttpError(404, LIBRARY_MESSAGES.notFound);

/**
 * A piece's versions (docs/product/api.md#library): edit, list, restore, regenerate, and variations to
 * pick from. Saving, restoring and picking are never counted against a plan; regenerating and variations
 * are generations.
 */
export class VersionsService {
  constructor(private readonly deps: LibraryDeps) {}

  /** PATCH: the text as the piece's next version; the current version when the text is the same. */
  async update(user: UserRow, id: string, body: UpdateContentRequest): Promise<ContentVersion> {
    if (!UUID.test(id)) throw notFound();
    const version: NewVersion = { contentId: id, userId: user.id, source: body.source, body: toStorableText(body.content) };
    if (body.humanized_id !== undefined) {
      version.humanizedId = body.humanized_id;
      version.engine = await this.humanizedEngine(user, id, body.humanized_id);
    } else if (body.source === 'variation') {
      // A picked variation was written by this engine (the creator may have touched it up before saving).
      version.engine = this.deps.content.engine.engine;
    }
    const saved = await appendVersion(this.deps.db, version);
    if (!saved) throw notFound();
    return saved;
  }

  async list(user: UserRow, id: string): Promise<ContentVersion[]> {
    if (!UUID.test(id)) throw notFound();
    const versions = await listVersions(this.deps.db, user.id, id);
    if (!versions) throw notFound();
    return versions;
  }

  /** Version n's text as the next version ('restored', restored_from n); the current one when it already is that text. */
  async restore(user: UserRow, id: string, n: string): Promise<ContentVersion> {
    if (!UUID.test(id)) throw notFound();
    if (!(await findPiece(this.deps.db, user.id, id))) throw notFound();
    const old = VERSION_NUMBER.test(n) ? await findVersion(this.deps.db, id, Number(n)) : null;
    if (!old) throw new HttpError(404, VERSIONS_MESSAGES.noSuchVersion(n));
    const saved = await appendVersion(this.deps.db, { contentId: id, userId: user.id, source: 'restored', body: old.content, restoredFrom: old.n, engine: old.engine });
    if (!saved) throw notFound();
    return saved;
  }

  async regenerate(user: UserRow, id: string): Promise<ContentVersion> {
    if (!UUID.test(id)) throw notFound();
    return regeneratePiece(this.deps, user, id);
  }

  async variations(user: UserRow, id: string, body: VariationsRequest): Promise<VariationsResponse> {
    if (!UUID.test(id)) throw notFound();
    return writeVariations(this.deps, user, id, body);
  }

  /**
   * The engine of a humanized version the creator made of this piece ("Use Humanized Version"): 404
   * when the piece is not theirs, 422 when the humanized item is not theirs, not humanized, or not of it.
   */
  private async humanizedEngine(user: UserRow, id: string, humanizedId: string): Promise<ContentVersion['engine']> {
    if (!(await findPiece(this.deps.db, user.id, id))) throw notFound();
    const [humanized] = await this.deps.db
      .select({ engine: contents.engine })
      .from(contents)
      .where(
        and(eq(contents.id, humanizedId), eq(contents.userId, user.id), eq(contents.type, HUMANIZED_KIND.id), sql`${contents.request}->>'source_id' = ${id}`),
      );
    if (!humanized) throw new HttpError(422, VERSIONS_MESSAGES.notThisPiecesHumanized);
    return humanized.engine;
  }
}
