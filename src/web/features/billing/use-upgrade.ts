import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../contract/messages';
import type { Plan, Tier } from '../../../contract/plans';
import { errorMessage } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/use-auth';
import { useCreateCheckoutSession } from './api/create-checkout-session';
import { checkoutTarget } from './checkout-target';
import { paymentLinkUrl } from './payment-link-url';

/**
 * What an "Upgrade to {plan}" button does (docs/product/screens.md#pricing, docs/product/errors.md#checkout-and-cancellation), shared by /pricing and /subscription:
 * signed out, an alert; with a payment link, that link in a new tab; otherwise a checkout session,
 * then its checkout_url (a route of this app in demo billing, the provider's page with Stripe).
 */
export function useUpgrade() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const checkout = useCreateCheckoutSession();
  const [pendingPlan, setPendingPlan] = useState<Tier | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Coming back from the provider's page with the Back button may restore this page as it was left.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) setPendingPlan(null);
    }
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function upgrade(plan: Plan) {
    if (!user) {
      window.alert(MESSAGES.signInToUpgrade);
      return;
    }
    setError(null);
    if (plan.payment_link) {
      window.open(paymentLinkUrl(plan.payment_link, user), '_blank', 'noopener');
      return;
    }
    setPendingPlan(plan.id);
    try {
      const session = await checkout.mutateAsync(plan.id);
      const target = checkoutTarget(session.checkout_url, window.location.origin);
      if (target.kind === 'app') {
        await navigate(target.path);
        setPendingPlan(null);
      } else {
        // The button stays busy while the browser leaves for the provider's page.
        window.location.assign(target.url);
      }
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.checkoutFailed));
      setPendingPlan(null);
    }
  }

  return { upgrade: (plan: Plan) => void upgrade(plan), pendingPlan, error };
}
