import { CONTENT_TYPES, contentKind, type ContentRequestOf, type ContentType, type HistoryType } from '../../../contract/content';
import { HttpError } from '../../lib/http-error';
import { VERSIONS_MESSAGES } from './versions-messages';
import type { PieceRow } from './versions-store';

/** A generated piece's kind and the request it was written from, as a generation takes them. */
export interface PieceRequest<T extends ContentType = ContentType> {
  type: T;
  request: ContentRequestOf[T];
}

export function isGenerated(type: HistoryType): type is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(type);
}

/**
 * The request a generated piece was written from (contents.request), read again with its kind's
 * schema. 422 for a summary or a humanized version (not written from a request of their own) and for a
 * request the schema no longer reads.
 */
export function pieceRequest(piece: PieceRow): PieceRequest {
  const { type } = piece;
  if (!isGenerated(type)) throw new HttpError(422, VERSIONS_MESSAGES.notRegenerable(type));
  const parsed = contentKind(type).request.safeParse(piece.request);
  if (!parsed.success) throw new HttpError(422, VERSIONS_MESSAGES.unreadableRequest);
  return { type, request: parsed.data };
}
