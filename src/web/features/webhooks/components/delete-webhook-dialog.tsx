import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { WebhookEndpoint } from '../../../../contract/webhooks';

type DeleteWebhookDialogProps = {
  /** The endpoint to delete; null: closed. */
  endpoint: WebhookEndpoint | null;
  deleting: boolean;
  error: string | null;
  onKeep: () => void;
  onConfirm: () => void;
};

/** The confirm step before Delete. Focus starts on the safe choice. */
export function DeleteWebhookDialog({ endpoint, deleting, error, onKeep, onConfirm }: DeleteWebhookDialogProps) {
  return (
    <ConfirmDialog
      open={endpoint !== null}
      title="Delete this endpoint?"
      description={
        <>
          Inkwell stops sending events to <span className="font-mono break-all">{endpoint?.url}</span>, and its delivery log is deleted. This
          can&apos;t be undone.
        </>
      }
      keepLabel="Keep endpoint"
      confirmLabel="Delete endpoint"
      busyLabel="Deleting…"
      busy={deleting}
      error={error}
      onKeep={onKeep}
      onConfirm={onConfirm}
    />
  );
}
