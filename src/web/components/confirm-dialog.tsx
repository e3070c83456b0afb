import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What happens if the creator goes on; read with the title by a screen reader. */
  description?: ReactNode;
  /** More to say than one description: paragraphs shown above the buttons. */
  children?: ReactNode;
  /** 'danger' (the default) for what cannot be undone; 'primary' for a change that can be (restore a version). */
  tone?: 'danger' | 'primary';
  /** The safe choice ("Keep post", "Cancel"): it has the focus when the dialog opens. */
  keepLabel: string;
  /** The choice that goes on ("Delete post", "Restore version 3"). */
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
 * The confirm step before a delete, or before an action that replaces the editor's text: the safe choice
 * has the focus, Escape or a click outside keeps (except while it runs), and a failure is said in the dialog.
 */
export function ConfirmDialog({ open, title, description, children, tone = 'danger', keepLabel, confirmLabel, busyLabel, busy, error, onKeep, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onKeep();
      }}
      title={title}
      description={description}
    >
      {children && <div className="mb-6 space-y-3 text-sm text-gray-700 dark:text-gray-300">{children}</div>}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onKeep} disabled={busy}>
          {keepLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
