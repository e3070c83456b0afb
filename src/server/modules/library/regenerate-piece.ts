import type { ContentVersion } from '../../../contract/library';
import type { UserRow } from '../../db/rows';
import { Deadline } from '../../lib/deadline';
import { HttpError } from '../../lib/http-error';
import type { LibraryDeps } from './library-deps';
import { LIBRARY_MESSAGES } from './library-messages';
import { pieceRequest } from './regenerate-request';
import { writeAlternative } from './versions-alternative';
import { appendVersion, findPiece } from './versions-store';

/**
 * Writes one of the creator's pieces again from the request that made it, through the same path as a
 * generation (template rule, generation slot, one unit of the kind's quota, the model or the offline
 * composer), and saves the text as its next version ('generated') in the transaction that settles the
 * unit. The new draft differs from the current text: offline, its variant seed starts at the piece's
 * version number; a model is shown the current text to avoid. Answered within the work deadline.
 */
export async function regeneratePiece(deps: LibraryDeps, user: UserRow, id: string): Promise<ContentVersion> {
  const piece = await findPiece(deps.db, user.id, id);
  if (!piece) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
  const { type, request } = pieceRequest(piece);
  const { content } = deps;
  return new Deadline(deps.workDeadlineMs).run((signal) =>
    content.paid({ user, type, request }, async (save) => {
      const { text } = await writeAlternative({
        offline: content.model === null,
        firstVariant: piece.version,
        taken: [piece.body],
        write: (variant) => content.writeText({ user, type, request, variant, avoid: [piece.body], signal }),
      });
      const saved: { version?: ContentVersion } = {};
      await save(async (db) => {
        const version = await appendVersion(db, { contentId: piece.id, userId: user.id, source: 'generated', body: text, engine: content.engine.engine });
        // Deleted while it was being written: nothing saved, and the unit is refunded.
        if (!version) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
        saved.version = version;
      });
      return saved.version!;
    }),
  );
}
