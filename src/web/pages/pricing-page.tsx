import { useNavigate } from 'react-router';
import { MESSAGES } from '../../contract/messages';
import type { Plan } from '../../contract/plans';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { SectionHeading } from '../components/section-heading';
import { PlanGrid } from '../features/plans/components/plan-grid';
import { PricingFaq } from '../features/plans/components/pricing-faq';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

export function PricingPage() {
  const { user } = useAuth();
  const navigate = useNavigate();

  function handleUpgrade(plan: Plan) {
    if (!user) {
      window.alert(MESSAGES.signInToUpgrade);
      return;
    }
    // Checkout arrives with the billing work; until then a configured payment link is the way to pay.
    if (plan.payment_link) {
      window.open(plan.payment_link, '_blank', 'noopener');
      return;
    }
    navigate(paths.subscription);
  }

  return (
    <PageLayout>
      <PageTitle>Pricing</PageTitle>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          level={1}
          eyebrow="Pricing"
          title="Simple plans that grow with you"
          description="Start free and upgrade when your audience does. Billed monthly in US dollars."
        />
        <div className="mt-14">
          <PlanGrid viewerTier={user?.subscription_tier ?? null} onUpgrade={handleUpgrade} />
        </div>
        <PricingFaq />
      </div>
    </PageLayout>
  );
}
