import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the last try failed, shown in the dialog. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A question before an action that replaces the editor's text (restore, write again). Focus starts on Cancel. */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy, error, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="md"
    >
      <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300">{children}</div>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
