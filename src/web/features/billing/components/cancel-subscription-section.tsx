import { useState } from 'react';
import type { CancelSubscriptionResponse } from '../../../../contract/billing';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { RetryAlert } from '../../../components/retry-alert';
import { formatDate } from '../../../lib/format-date';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useSubscription } from '../api/get-subscription';
import { cancelErrorMessage } from '../cancel-error-message';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

function periodEndText(cancelled: boolean, periodEnd: string | null): string | null {
  if (cancelled) {
    return periodEnd
      ? `Your plan stays active until ${formatDate(periodEnd)}.`
      : 'Your plan stays active until the end of the current billing period.';
  }
  return periodEnd ? `Your plan renews on ${formatDate(periodEnd)}.` : null;
}

/** Billing details of a paid plan and its cancellation (docs/product/screens.md#subscription, docs/product/states.md#cancellation, docs/product/errors.md#checkout-and-cancellation). Not for Free or lifetime accounts. */
export function CancelSubscriptionSection() {
  const subscription = useSubscription();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState<CancelSubscriptionResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  function confirmCancel() {
    setError(null);
    cancel.mutate(undefined, {
      onSuccess: (result) => setSubmitted(result),
      onError: (failure) => setError(cancelErrorMessage(failure)),
      onSettled: () => setConfirming(false),
    });
  }

  const data = subscription.data;
  if (data?.lifetime) return null;
  const cancelled = submitted !== null || data?.cancel_at_period_end === true;
  const periodEnd = submitted?.current_period_end ?? data?.current_period_end ?? null;
  const status = data ? periodEndText(cancelled, periodEnd) : null;

  return (
    <section
      aria-labelledby="billing-heading"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="billing-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Billing
      </h2>
      {submitted && <Alert tone="success">{MESSAGES.cancellationSubmitted}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {subscription.isPending && <div aria-hidden="true" className="h-16 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />}
      {subscription.isError && (
        <RetryAlert message="We couldn't load your billing details." onRetry={() => void subscription.refetch()} />
      )}
      {data && (
        <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-center">
          <p className="text-sm text-gray-700 dark:text-gray-300">{status ?? 'Your plan renews every month.'}</p>
          {!cancelled && (
            <Button variant="secondary" className="shrink-0" onClick={() => setConfirming(true)}>
              Cancel Subscription
            </Button>
          )}
        </div>
      )}
      <CancelSubscriptionDialog
        open={confirming}
        periodEnd={data?.current_period_end ?? null}
        cancelling={cancel.isPending}
        onKeep={() => setConfirming(false)}
        onConfirm={confirmCancel}
      />
    </section>
  );
}
