import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog
      open={voice !== null}
      title="Delete this voice?"
      description={
        voice?.is_default
          ? `“${voice.name}” is your default voice: drafts will be written without a voice until you choose another default. Drafts already made stay as they are.`
          : `“${voice?.name ?? ''}” will no longer be offered. Drafts already made stay as they are.`
      }
      keepLabel="Keep voice"
      confirmLabel="Delete voice"
      busyLabel="Deleting…"
      busy={deleting}
      error={error}
      onKeep={onKeep}
      onConfirm={onConfirm}
    />
  );
}
