import type { ApiKey } from '../../../../contract/api-keys';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-error';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** The confirm step before a key is revoked. Focus starts on the safe choice. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const close = () => {
    if (revoke.isPending) return;
    revoke.reset();
    onClose();
  };
  return (
    <Modal
      open={apiKey !== null}
      onClose={close}
      title={`Revoke “${apiKey?.name ?? ''}”?`}
      description="Apps and scripts using this key stop working at once. This cannot be undone."
    >
      <div className="space-y-4">
        {revoke.isError && <Alert tone="error">{errorMessage(revoke.error, 'Failed to revoke the API key. Please try again.')}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" data-autofocus onClick={close} disabled={revoke.isPending}>
            Keep key
          </Button>
          <Button
            variant="danger"
            disabled={revoke.isPending}
            busy={revoke.isPending}
            onClick={() => apiKey && revoke.mutate(apiKey.id, { onSuccess: () => close() })}
          >
            {revoke.isPending ? 'Revoking…' : 'Revoke key'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
