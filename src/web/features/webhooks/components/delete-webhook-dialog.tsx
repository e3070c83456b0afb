import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
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
    <Modal
      open={endpoint !== null}
      onClose={() => {
        if (!deleting) onKeep();
      }}
      title="Delete this endpoint?"
      description={
        <>
          Inkwell stops sending events to <span className="font-mono break-all">{endpoint?.url}</span>, and its delivery log is deleted. This
          can&apos;t be undone.
        </>
      }
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onKeep} disabled={deleting}>
          Keep endpoint
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting} busy={deleting}>
          {deleting ? 'Deleting…' : 'Delete endpoint'}
        </Button>
      </div>
    </Modal>
  );
}
