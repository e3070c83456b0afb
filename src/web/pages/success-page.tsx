import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { planLabel } from '../../contract/plan-catalogue';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { usePaymentStatus } from '../features/billing/api/get-payment-status';
import { PaymentCheckCard } from '../features/billing/components/payment-check-card';
import { paymentCheckState } from '../features/billing/payment-check-state';
import { useFinishPayment, useRefreshAccount } from '../features/billing/use-finish-payment';
import { useConfig } from '../features/config/api/get-config';
import { paths } from '../lib/paths';

const TITLES = {
  checking: 'Checking your payment',
  processing: 'Processing your payment',
  success: 'Payment successful',
  'not-applied': 'Plan not changed',
  error: 'Payment error',
};

function PaymentCheck({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const config = useConfig();
  const status = usePaymentStatus(sessionId);
  const state = paymentCheckState(status);
  useFinishPayment(state === 'success');
  useRefreshAccount(state === 'not-applied');

  return (
    <>
      <PageTitle>{TITLES[state]}</PageTitle>
      <PaymentCheckCard
        state={state}
        planName={status.data ? planLabel(status.data.plan_id) : undefined}
        detail={status.data?.detail}
        demoBilling={config.data?.billing_mode === 'demo'}
        onBackToPricing={() => void navigate(paths.pricing)}
      />
    </>
  );
}

/** The return from checkout (docs/product/screens.md#payment-result-success): without a session_id there is nothing to check. */
export function SuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');

  if (!sessionId) return <Navigate to={paths.pricing} replace />;

  return (
    <PageLayout>
      <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 sm:py-24">
        <PaymentCheck key={sessionId} sessionId={sessionId} />
      </div>
    </PageLayout>
  );
}
