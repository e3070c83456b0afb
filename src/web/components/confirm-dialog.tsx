import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What happens if the creator goes on; read with the title by a screen reader. */
  description: ReactNode;
  /** The safe choice ("Keep post"): it has the focus when the dialog opens. */
  keepLabel: string;
  /** The destructive choice ("Delete post"). */
  confirmLabel: string;
  /** The destructive button's words while it runs ("Deleting…"). */
  busyLabel: string;
  busy: boolean;
  /** Why the last try did not go through. */
  error: string | null;
  onKeep: () => void;
  onConfirm: () => void;
};

/**
 * The confirm step before something that cannot be undone (a delete): the safe choice has the focus,
 * Escape or a click outside keeps (except while it runs), and a failure is said in the dialog.
 */
export function ConfirmDialog({ open, title, description, keepLabel, confirmLabel, busyLabel, busy, error, onKeep, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onKeep();
      }}
      title={title}
      description={description}
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onKeep} disabled={busy}>
          {keepLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
