import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../../contract/social';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

type DisconnectDialogProps = {
  /** The platform to disconnect; null: closed. */
  platform: PublishPlatform | null;
  demo: boolean;
  disconnecting: boolean;
  onKeep: () => void;
  onConfirm: () => void;
};

/** The confirm step before Disconnect. Focus starts on the safe choice. */
export function DisconnectDialog({ platform, demo, disconnecting, onKeep, onConfirm }: DisconnectDialogProps) {
  const label = platform ? PUBLISH_PLATFORM_LABELS[platform] : '';
  return (
    <Modal
      open={platform !== null}
      onClose={() => {
        if (!disconnecting) onKeep();
      }}
      title={`Disconnect ${label}?`}
      description={
        demo
          ? `Inkwell stops publishing to this demo ${label} account. Posts already recorded stay in Inkwell.`
          : `Inkwell stops publishing to ${label} and gives its access back. Posts already published stay on ${label}.`
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onKeep} disabled={disconnecting}>
          Keep connected
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={disconnecting} busy={disconnecting}>
          {disconnecting ? 'Disconnecting…' : 'Disconnect'}
        </Button>
      </div>
    </Modal>
  );
}
