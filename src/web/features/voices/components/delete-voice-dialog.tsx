import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import type { Voice } from '../../../../contract/voices';

type DeleteVoiceDialogProps = {
  /** The voice to delete; null: closed. */
  voice: Voice | null;
  deleting: boolean;
  error: string | null;
  onKeep: () => void;
  onConfirm: () => void;
};

/** The confirm step before Delete. Focus starts on the safe choice. */
export function DeleteVoiceDialog({ voice, deleting, error, onKeep, onConfirm }: DeleteVoiceDialogProps) {
  return (
    <Modal
      open={voice !== null}
      onClose={() => {
        if (!deleting) onKeep();
      }}
      title="Delete this voice?"
      description={
        voice?.is_default
          ? `“${voice.name}” is your default voice: drafts will be written without a voice until you choose another default. Drafts already made stay as they are.`
          : `“${voice?.name ?? ''}” will no longer be offered. Drafts already made stay as they are.`
      }
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onKeep} disabled={deleting}>
          Keep voice
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting} busy={deleting}>
          {deleting ? 'Deleting…' : 'Delete voice'}
        </Button>
      </div>
    </Modal>
  );
}
