import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../contract/messages';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { Spinner } from '../../../components/spinner';
import type { PaymentCheckState } from '../payment-check-state';
import { DemoBillingNote } from './demo-billing-note';

type PaymentCheckCardProps = {
  state: PaymentCheckState;
  /** The plan just paid for, e.g. "Pro Plan", once known. */
  planName?: string;
  /** The server's explanation when the plan change was not applied. */
  detail?: string;
  demoBilling: boolean;
  onBackToPricing: () => void;
};

function Mark({ tone, children }: { tone: 'success' | 'notice' | 'error'; children: ReactNode }) {
  const tones = {
    success: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
    notice: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200',
    error: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300',
  };
  return <span className={`mx-auto flex size-14 items-center justify-center rounded-full ${tones[tone]}`}>{children}</span>;
}

const TEXTS: Record<PaymentCheckState, { heading: string; detail: string }> = {
  checking: { heading: 'Checking your payment…', detail: 'This only takes a moment. Please keep this page open.' },
  processing: {
    heading: 'Processing your payment…',
    detail: 'We are waiting for the payment provider to confirm. This page checks again every few seconds.',
  },
  success: { heading: MESSAGES.paymentSuccessful, detail: MESSAGES.paymentActivated },
  'not-applied': {
    heading: 'Plan not changed',
    detail: 'This checkout did not change your plan. Your account keeps its current plan.',
  },
  error: { heading: MESSAGES.paymentError, detail: MESSAGES.paymentErrorDetail },
};

/** The /success card in each state of the payment check (docs/product/screens.md#payment-result-success, docs/product/states.md#payment-check). */
export function PaymentCheckCard({ state, planName, detail: serverDetail, demoBilling, onBackToPricing }: PaymentCheckCardProps) {
  const heading = TEXTS[state].heading;
  const detail = state === 'not-applied' && serverDetail ? serverDetail : TEXTS[state].detail;
  return (
    <div
      aria-live="polite"
      className="w-full rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-gray-800 dark:bg-gray-900"
    >
      {(state === 'checking' || state === 'processing') && (
        <Spinner label={state === 'checking' ? 'Checking your payment' : 'Processing your payment'} size="lg" />
      )}
      {state === 'success' && (
        <Mark tone="success">
          <Icon name="check" className="size-7" />
        </Mark>
      )}
      {state === 'not-applied' && (
        <Mark tone="notice">
          <Icon name="card" className="size-7" />
        </Mark>
      )}
      {state === 'error' && (
        <Mark tone="error">
          <Icon name="close" className="size-7" />
        </Mark>
      )}
      <h1 className="mt-6 text-xl font-semibold text-gray-900 sm:text-2xl dark:text-white">{heading}</h1>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{detail}</p>
      {state === 'success' && planName && (
        <p className="mt-4 text-sm font-medium text-indigo-700 dark:text-indigo-300">{`You're now on the ${planName}.`}</p>
      )}
      {(state === 'error' || state === 'not-applied') && (
        <Button className="mt-6" onClick={onBackToPricing}>
          Back to Pricing
        </Button>
      )}
      {demoBilling && state !== 'error' && state !== 'not-applied' && <DemoBillingNote className="mt-6" />}
    </div>
  );
}
