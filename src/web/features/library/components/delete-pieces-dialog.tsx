import type { LibraryItem } from '../../../../contract/library';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LIBRARY_MESSAGES } from '../library-messages';
import { pieceTitle } from '../piece-label';

type DeletePiecesDialogProps = {
  /** The pieces to delete; none: the dialog is closed. */
  pieces: readonly LibraryItem[];
  deleting: boolean;
  /** Why the last try did not go through. */
  error: string | null;
  onKeep: () => void;
  onConfirm: () => void;
};

/** What the dialog tells before a delete: the scheduled posts that would be cancelled, and that published ones stay. */
function consequences(pieces: readonly LibraryItem[]): string[] {
  const lines: string[] = [];
  const scheduled = pieces.filter((piece) => piece.publishing.scheduled.length > 0);
  if (pieces.length === 1 && scheduled.length === 1) lines.push(LIBRARY_MESSAGES.willCancelOne(scheduled[0]!.publishing.scheduled));
  else if (scheduled.length > 0) lines.push(LIBRARY_MESSAGES.willCancelMany(scheduled.length));
  if (pieces.some((piece) => piece.publishing.published.length > 0)) lines.push(LIBRARY_MESSAGES.publishedStays);
  return lines;
}

/** The confirm step before a delete, of one piece or of those selected. Focus starts on the safe choice. */
export function DeletePiecesDialog({ pieces, deleting, error, onKeep, onConfirm }: DeletePiecesDialogProps) {
  const one = pieces.length === 1 ? pieces[0]! : null;
  const lines = consequences(pieces);
  return (
    <ConfirmDialog
      open={pieces.length > 0}
      title={one ? LIBRARY_MESSAGES.deleteOneTitle : LIBRARY_MESSAGES.deleteManyTitle(pieces.length)}
      // The consequences are part of the description, so that a screen reader reads them with the title.
      description={
        <>
          {one ? LIBRARY_MESSAGES.deleteOneBody(pieceTitle(one)) : LIBRARY_MESSAGES.deleteManyBody}
          {lines.length > 0 && (
            <span className="mt-3 block space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
              {lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          )}
        </>
      }
      keepLabel={one ? LIBRARY_MESSAGES.keepOne : LIBRARY_MESSAGES.keepMany}
      confirmLabel={one ? LIBRARY_MESSAGES.deleteOne : LIBRARY_MESSAGES.deleteMany(pieces.length)}
      busyLabel={LIBRARY_MESSAGES.deleting}
      busy={deleting}
      error={error}
      onKeep={onKeep}
      onConfirm={onConfirm}
    />
  );
}
