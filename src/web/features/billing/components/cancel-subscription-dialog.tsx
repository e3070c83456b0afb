import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { formatDate } from '../../../lib/format-date';

type CancelSubscriptionDialogProps = {
  open: boolean;
  /** The name of the plan that ends ("Pro"). */
  planName: string;
  /** When access ends if the user cancels; null when the provider has not said. */
  periodEnd: string | null;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: () => void;
};

/** What the creator is told before cancelling: which plan ends, when, and that access lasts until then. */
export function cancellationSummary(planName: string, periodEnd: string | null): string {
  const ends = periodEnd ? `ends on ${formatDate(periodEnd)}` : 'ends when your current billing period does';
  return `Your ${planName} plan ${ends}. You keep all its features until then; after that your account moves to the Free plan. Payments are non-refundable.`;
}

/**
 * docs/product/screens.md#subscription: the confirm step, 'Keep Subscription' or 'Cancel'. The safe choice
 * comes first (in the document and on screen, at every width), carries the weight and takes the focus.
 */
export function CancelSubscriptionDialog({ open, planName, periodEnd, cancelling, onKeep, onConfirm }: CancelSubscriptionDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!cancelling) onKeep();
      }}
      title="Cancel Subscription"
      description={cancellationSummary(planName, periodEnd)}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button variant="primary" data-autofocus onClick={onKeep} disabled={cancelling}>
          Keep Subscription
        </Button>
        <Button variant="secondary" onClick={onConfirm} disabled={cancelling} busy={cancelling}>
          {cancelling ? 'Cancelling…' : 'Cancel'}
        </Button>
      </div>
    </Modal>
  );
}
