import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { formatDate } from '../../../lib/format-date';

type CancelSubscriptionDialogProps = {
  open: boolean;
  /** When access ends if the user cancels; null when the provider has not said. */
  periodEnd: string | null;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: () => void;
};

/** docs/product/screens.md#subscription: the confirm step, 'Keep Subscription' or 'Cancel'. Focus starts on the safe choice. */
export function CancelSubscriptionDialog({ open, periodEnd, cancelling, onKeep, onConfirm }: CancelSubscriptionDialogProps) {
  const until = periodEnd ? `until ${formatDate(periodEnd)}` : 'until the end of your current billing period';
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!cancelling) onKeep();
      }}
      title="Cancel Subscription"
      description={`You keep your paid features ${until}. After that your account moves to the Free plan. Payments are non-refundable.`}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onKeep} disabled={cancelling}>
          Keep Subscription
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={cancelling} busy={cancelling}>
          {cancelling ? 'Cancelling…' : 'Cancel'}
        </Button>
      </div>
    </Modal>
  );
}
