import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { EDITOR_MESSAGES } from '../editor-messages';

type LeaveDialogProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** Asked when the creator follows a link with unsaved changes. Focus starts on the safe choice. */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Modal open={open} onClose={onStay} title={EDITOR_MESSAGES.leaveTitle} description={EDITOR_MESSAGES.leaveBody} size="sm">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onStay}>
          {EDITOR_MESSAGES.stay}
        </Button>
        <Button variant="danger" onClick={onLeave}>
          {EDITOR_MESSAGES.leave}
        </Button>
      </div>
    </Modal>
  );
}
