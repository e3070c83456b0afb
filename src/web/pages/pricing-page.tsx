import { Alert } from '../components/alert';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { SectionHeading } from '../components/section-heading';
import { DemoBillingNote } from '../features/billing/components/demo-billing-note';
import { useUpgrade } from '../features/billing/use-upgrade';
import { useConfig } from '../features/config/api/get-config';
import { PlanGrid } from '../features/plans/components/plan-grid';
import { PricingFaq } from '../features/plans/components/pricing-faq';
import { useAuth } from '../lib/auth/use-auth';

export function PricingPage() {
  const { user, loading } = useAuth();
  const config = useConfig();
  const upgrade = useUpgrade();

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
        {config.data?.billing_mode === 'demo' && (
          <div className="mt-6 flex justify-center">
            <DemoBillingNote />
          </div>
        )}
        <div className="mt-14 space-y-6">
          {upgrade.error && <Alert tone="error">{upgrade.error}</Alert>}
          <PlanGrid
            viewerTier={user?.subscription_tier ?? null}
            onUpgrade={upgrade.upgrade}
            pendingPlan={upgrade.pendingPlan}
            catalogueFirst={!user && !loading}
            signedOut={!user && !loading}
          />
        </div>
        <PricingFaq />
      </div>
    </PageLayout>
  );
}
