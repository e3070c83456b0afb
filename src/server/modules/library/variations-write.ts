import { randomInt } from 'node:crypto';
import { USAGE_KIND_OF, type ContentType } from '../../../contract/content';
import type { VariationsRequest, VariationsResponse } from '../../../contract/library';
import { MESSAGES } from '../../../contract/messages';
import { limitFor } from '../../../contract/plan-catalogue';
import { toStorableText } from '../../../contract/text-rule';
import { writeWithModel } from '../../ai/write-with-model';
import type { UserRow } from '../../db/rows';
import { findHook, videoHookKind } from '../../kinds/video-script/hook';
import { Deadline } from '../../lib/deadline';
import { HttpError } from '../../lib/http-error';
import type { LibraryDeps } from './library-deps';
import { LIBRARY_MESSAGES } from './library-messages';
import { pieceRequest, type PieceRequest } from './regenerate-request';
import { writeAlternative } from './versions-alternative';
import { VERSIONS_MESSAGES } from './versions-messages';
import { findPiece, type PieceRow } from './versions-store';

/** What can be varied: a social post whole, a video script's hook. */
function checkPart(piece: PieceRow, part: VariationsRequest['part']): void {
  if (part === 'whole' && piece.type !== 'social_media') throw new HttpError(422, VERSIONS_MESSAGES.variationsWholeOnlySocial(piece.type));
  if (part === 'hook' && piece.type !== 'video_script') throw new HttpError(422, VERSIONS_MESSAGES.variationsHookOnlyVideo(piece.type));
}

/** Fewer units left than the variations need, but some: say how many, rather than only that the limit is reached. */
async function notEnoughLeft(deps: LibraryDeps, user: UserRow, type: ContentType, count: number): Promise<HttpError | null> {
  const kind = USAGE_KIND_OF[type];
  const limit = limitFor(user.subscriptionTier, kind);
  if (limit === null) return null;
  const left = limit - (await deps.usage.counts(user.id))[kind];
  return left > 0 ? new HttpError(403, VERSIONS_MESSAGES.notEnoughLeft(type, count, left)) : null;
}

/**
 * 2 or 3 alternatives to one of the creator's pieces, not saved: a social post whole, or a video
 * script's hook (the lines of its hook section). Each counts as one generation of the kind, all reserved
 * before any is written; each differs from the current text and from the others (offline: other variant
 * seeds, from a random start so that asking again brings new ones; a model is shown the texts to avoid).
 */
export async function writeVariations(deps: LibraryDeps, user: UserRow, id: string, body: VariationsRequest): Promise<VariationsResponse> {
  const piece = await findPiece(deps.db, user.id, id);
  if (!piece) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
  checkPart(piece, body.part);
  const { type, request } = pieceRequest(piece);
  const current = body.part === 'hook' ? (findHook(piece.body)?.text ?? null) : piece.body;
  const { content } = deps;
  try {
    return await new Deadline(deps.workDeadlineMs).run((signal) =>
      content.paid({ user, type, request, units: body.count }, async () => {
        const taken = current === null ? [] : [current];
        const variations: Array<{ content: string }> = [];
        let variant = randomInt(1, 1_000_000_000);
        for (let i = 0; i < body.count; i++) {
          const write = body.part === 'hook' ? writeHook(deps, { user, type, request, signal }, taken) : (v: number) => content.writeText({ user, type, request, variant: v, avoid: [...taken], signal });
          const next = await writeAlternative({ offline: content.model === null, firstVariant: variant, taken, write });
          variations.push({ content: next.text });
          taken.push(next.text);
          variant = next.nextVariant;
        }
        return { variations, ...content.engine };
      }),
    );
  } catch (err) {
    if (body.count > 1 && err instanceof HttpError && err.statusCode === 403 && err.detail === MESSAGES.usageLimitExceeded) {
      throw (await notEnoughLeft(deps, user, type, body.count)) ?? err;
    }
    throw err;
  }
}

/**
 * One new hook: offline, a whole script for the variant seed (milliseconds in the worker pool) and
 * its hook; with a model, only the hook, written to its own brief and checked.
 */
function writeHook(deps: LibraryDeps, opts: PieceRequest & { user: UserRow; signal: AbortSignal }, taken: readonly string[]) {
  const { user, signal } = opts;
  const request = opts.request as PieceRequest<'video_script'>['request'];
  return async (variant: number): Promise<string> => {
    if (!deps.model) return findHook(await deps.content.writeText({ user, type: 'video_script', request, variant, signal }))?.text ?? '';
    const hook = await writeWithModel({ model: deps.model, kind: videoHookKind, context: { request, avoid: [...taken] }, signal, sink: null, log: deps.log });
    return toStorableText(hook);
  };
}
