import { useState } from 'react';
import { RESUME_MESSAGES } from '../../../../contract/billing';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { RetryAlert } from '../../../components/retry-alert';
import { formatDate } from '../../../lib/format-date';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { useSubscription } from '../api/get-subscription';
import { cancelErrorMessage, resumeErrorMessage } from '../cancel-error-message';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

function periodEndText(cancelled: boolean, periodEnd: string | null): string | null {
  if (cancelled) {
    return periodEnd
      ? `Your plan stays active until ${formatDate(periodEnd)}.`
      : 'Your plan stays active until the end of the current billing period.';
  }
  return periodEnd ? `Your plan renews on ${formatDate(periodEnd)}.` : null;
}

/** A cancelled subscription can be resumed until the day it ends. */
function stillResumable(cancelAt: string | null): boolean {
  if (!cancelAt) return true;
  const end = Date.parse(cancelAt);
  return Number.isNaN(end) || end > Date.now();
}

type CancelSubscriptionSectionProps = {
  /** The name of the paid plan ("Pro"), for the confirmation. */
  planName: string;
};

/**
 * Billing details of a paid plan, its cancellation and, once cancelled, its resumption until the period
 * ends (docs/product/screens.md#subscription, docs/product/states.md#cancellation,
 * docs/product/errors.md#checkout-and-cancellation). Not for Free or lifetime accounts.
 */
export function CancelSubscriptionSection({ planName }: CancelSubscriptionSectionProps) {
  const subscription = useSubscription();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<'cancelled' | 'resumed' | null>(null);
  const [error, setError] = useState<string | null>(null);

  function confirmCancel() {
    setError(null);
    setNotice(null);
    cancel.mutate(undefined, {
      onSuccess: () => setNotice('cancelled'),
      onError: (failure) => setError(cancelErrorMessage(failure)),
      onSettled: () => setConfirming(false),
    });
  }

  function resumeSubscription() {
    setError(null);
    setNotice(null);
    resume.mutate(undefined, {
      onSuccess: () => setNotice('resumed'),
      onError: (failure) => setError(resumeErrorMessage(failure)),
    });
  }

  const data = subscription.data;
  if (data?.lifetime) return null;
  const cancelled = data?.cancel_at_period_end === true;
  const periodEnd = (cancelled ? data?.cancel_at : null) ?? data?.current_period_end ?? null;
  const status = data ? periodEndText(cancelled, periodEnd) : null;

  return (
    <section
      aria-labelledby="billing-heading"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="billing-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Billing
      </h2>
      {notice === 'cancelled' && <Alert tone="success">{MESSAGES.cancellationSubmitted}</Alert>}
      {notice === 'resumed' && <Alert tone="success">{RESUME_MESSAGES.resumed}</Alert>}
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
          {cancelled && stillResumable(data.cancel_at) && (
            <Button className="shrink-0" onClick={resumeSubscription} disabled={resume.isPending} busy={resume.isPending}>
              {resume.isPending ? 'Resuming…' : 'Resume subscription'}
            </Button>
          )}
        </div>
      )}
      <CancelSubscriptionDialog
        open={confirming}
        planName={planName}
        periodEnd={data?.current_period_end ?? null}
        cancelling={cancel.isPending}
        onKeep={() => setConfirming(false)}
        onConfirm={confirmCancel}
      />
    </section>
  );
}
