import { ConfirmDialog } from '../../../components/confirm-dialog';
import { POST_MESSAGES } from '../post-messages';

type DeletePostDialogProps = {
  open: boolean;
  deleting: boolean;
  /** Why the last try did not go through (a platform publishing right now, a network failure). */
  error: string | null;
  onKeep: () => void;
  onConfirm: () => void;
};

/** The confirm step before Delete post. Focus starts on the safe choice. */
export function DeletePostDialog({ open, deleting, error, onKeep, onConfirm }: DeletePostDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={POST_MESSAGES.deleteTitle}
      description={POST_MESSAGES.deleteDescription}
      keepLabel="Keep post"
      confirmLabel="Delete post"
      busyLabel="Deleting…"
      busy={deleting}
      error={error}
      onKeep={onKeep}
      onConfirm={onConfirm}
    />
  );
}
