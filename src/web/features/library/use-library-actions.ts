import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LibraryItem } from '../../../contract/library';
import { ApiError, errorMessage } from '../../lib/api-error';
import { contentHistoryKey } from '../../lib/content-history-key';
import { libraryItemPath } from '../../lib/paths';
import { useBulkDeleteContent } from './api/bulk-delete-content';
import { useDeleteContent } from './api/delete-content';
import { useDuplicateContent } from './api/duplicate-content';
import type { LibraryNoticeContent } from './components/library-notice';
import { PIECE_LINK_ATTRIBUTE } from './components/library-list-props';
import { LIBRARY_MESSAGES } from './library-messages';
import { pieceTitle } from './piece-label';

/**
 * Where focus goes once pieces are deleted: the row that took the first one's place, else the one
 * before, else null (the page's own fallback).
 */
export function focusAfterDelete(items: readonly LibraryItem[], deleted: ReadonlySet<string>): string | null {
  const first = items.findIndex((item) => deleted.has(item.id));
  if (first === -1) return null;
  const after = items.slice(first).find((item) => !deleted.has(item.id));
  const before = items.slice(0, first).at(-1);
  return (after ?? before)?.id ?? null;
}

function focusPieceLink(id: string | null, fallbackIds: readonly string[]): void {
  const link = id ? [...document.querySelectorAll<HTMLElement>(`[${PIECE_LINK_ATTRIBUTE}]`)].find((element) => element.getAttribute(PIECE_LINK_ATTRIBUTE) === id) : undefined;
  const target = link ?? fallbackIds.map((fallback) => document.getElementById(fallback)).find((element) => element !== null);
  target?.focus();
}

type LibraryActionsOptions = {
  /** The pieces shown, in order. */
  items: readonly LibraryItem[];
  /** Where focus goes when no row is left (the search box, the empty state), first found first. */
  fallbackFocusIds: readonly string[];
  /** Called with the ids deleted (the selection forgets them). */
  onDeleted: (ids: readonly string[]) => void;
};

/** Duplicate and delete (one piece, or those selected), what each says afterwards, and where focus goes. */
export function useLibraryActions({ items, fallbackFocusIds, onDeleted }: LibraryActionsOptions) {
  const queryClient = useQueryClient();
  const duplicate = useDuplicateContent();
  const deleteOne = useDeleteContent();
  const deleteMany = useBulkDeleteContent();
  const [notice, setNotice] = useState<LibraryNoticeContent | null>(null);
  const [confirming, setConfirming] = useState<readonly LibraryItem[]>([]);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string | null } | null>(null);

  // After the dialog has closed and given focus back (Radix does so in a timeout), focus moves on to the next row.
  useEffect(() => {
    if (!focusRequest) return;
    const timer = window.setTimeout(() => focusPieceLink(focusRequest.id, fallbackFocusIds), 0);
    return () => window.clearTimeout(timer);
    // The fallbacks are read when the request is served, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const deleting = deleteOne.isPending || deleteMany.isPending;

  function duplicatePiece(item: LibraryItem) {
    setNotice(null);
    duplicate.mutate(item.id, {
      onSuccess: (copy) =>
        setNotice({ tone: 'success', text: LIBRARY_MESSAGES.duplicated(pieceTitle(item)), link: { to: libraryItemPath(copy.id), label: LIBRARY_MESSAGES.openCopy } }),
      onError: (failure) => setNotice({ tone: 'error', text: errorMessage(failure, LIBRARY_MESSAGES.duplicateFailed) }),
    });
  }

  function askDelete(pieces: readonly LibraryItem[]) {
    if (pieces.length === 0) return;
    setDeleteError(null);
    setConfirming(pieces);
  }

  function confirmDelete() {
    const pieces = confirming;
    const ids = pieces.map((piece) => piece.id);
    const next = focusAfterDelete(items, new Set(ids));
    const done = (answer: { deleted: string[]; cancelled_posts: number }) => {
      setConfirming([]);
      onDeleted(answer.deleted);
      setNotice({
        tone: 'success',
        text:
          pieces.length === 1
            ? LIBRARY_MESSAGES.deletedOne(pieceTitle(pieces[0]!), answer.cancelled_posts)
            : LIBRARY_MESSAGES.deletedMany(answer.deleted.length, ids.length, answer.cancelled_posts),
      });
      setFocusRequest({ id: next });
    };
    const failed = (failure: Error) => {
      setDeleteError(errorMessage(failure, LIBRARY_MESSAGES.deleteFailed));
      // Gone already (deleted in another tab): the list catches up.
      if (failure instanceof ApiError && failure.status === 404) void queryClient.invalidateQueries({ queryKey: contentHistoryKey });
    };
    setDeleteError(null);
    if (ids.length === 1) deleteOne.mutate(ids[0]!, { onSuccess: done, onError: failed });
    else deleteMany.mutate(ids, { onSuccess: done, onError: failed });
  }

  return {
    notice,
    dismissNotice: () => setNotice(null),
    duplicating: duplicate.isPending,
    duplicate: duplicatePiece,
    askDelete,
    dialog: {
      pieces: confirming,
      deleting,
      error: deleteError,
      onKeep: () => setConfirming([]),
      onConfirm: confirmDelete,
    },
  };
}
