import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
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
    <Modal
      open={open}
      onClose={() => {
        if (!deleting) onKeep();
      }}
      title={POST_MESSAGES.deleteTitle}
      description={POST_MESSAGES.deleteDescription}
    >
      {error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onKeep} disabled={deleting}>
          Keep post
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting} busy={deleting}>
          {deleting ? 'Deleting…' : 'Delete post'}
        </Button>
      </div>
    </Modal>
  );
}
