import { useId } from 'react';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { WHEN_MESSAGES, type WhenMode } from '../../../components/when-picker/when-choice';
import { PUBLISH_MESSAGES } from '../publish-messages';

type PublishFooterProps = {
  /** Publish now, Schedule post or Add to queue: the button says which. */
  mode: WhenMode;
  busy: boolean;
  uploading: boolean;
  /** A chosen platform's rules that fail: the button stays off, saying why beside it. */
  blockers: string[];
  /** Why the When choice cannot be sent (a past time, a platform without a queue time). */
  whenProblem: string | null;
  /** Still reading the accounts. */
  waiting: boolean;
  /** The id of a reason shown elsewhere in the dialog (fill-in slots left): the button stays off, described by it. */
  heldBy?: string | null;
  onCancel: () => void;
  onSubmit: () => void;
};

/** The publish dialog's buttons, and why the main one is off when it is. */
export function PublishFooter({ mode, busy, uploading, blockers, whenProblem, waiting, heldBy = null, onCancel, onSubmit }: PublishFooterProps) {
  const reasonId = useId();
  const blocked = blockers.length > 0 && !uploading;
  const reason = blocked ? [PUBLISH_MESSAGES.blocked, ...blockers].join(' ') : whenProblem;
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-end dark:border-gray-800">
      {uploading && <p className="text-sm text-gray-600 sm:mr-auto dark:text-gray-400">Publish waits for the upload to finish.</p>}
      {reason && (
        <p id={reasonId} className="text-sm text-red-700 sm:mr-auto dark:text-red-300">
          {reason}
        </p>
      )}
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        onClick={onSubmit}
        disabled={busy || uploading || waiting || reason !== null || heldBy !== null}
        aria-describedby={[heldBy, reason && reasonId].filter(Boolean).join(' ') || undefined}
        busy={busy}
      >
        {!busy && <Icon name={mode === 'now' ? 'send' : 'clock'} className="size-4" />}
        {busy ? WHEN_MESSAGES.busy[mode] : WHEN_MESSAGES.action[mode]}
      </Button>
    </div>
  );
}
