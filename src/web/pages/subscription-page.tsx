import { Link } from 'react-router';
import { BackLink } from '../components/back-link';
import { buttonStyles } from '../components/button-styles';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { AccountInfo } from '../features/subscription/components/account-info';
import { CurrentPlanCard } from '../features/subscription/components/current-plan-card';
import { usePlans } from '../features/plans/api/get-plans';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

/** SPEC §2 /subscription. Upgrades and cancellation arrive with the billing work. */
export function SubscriptionPage() {
  const { user } = useAuth();
  const plans = usePlans();

  if (!user) return null;

  return (
    <PageLayout>
      <PageTitle>Subscription</PageTitle>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <BackLink to={paths.dashboard}>Back to Dashboard</BackLink>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 dark:text-white">Subscription</h1>
          <p className="mt-1 text-gray-600 dark:text-gray-400">Your plan and account details.</p>
        </div>
        <CurrentPlanCard user={user} plans={plans} />
        <AccountInfo user={user} />
        {!user.lifetime && user.subscription_tier !== 'enterprise' && (
          <section className="flex flex-col items-start justify-between gap-4 rounded-2xl border border-indigo-200 bg-indigo-50 p-6 sm:flex-row sm:items-center dark:border-indigo-900/60 dark:bg-indigo-950/40">
            <div>
              <h2 className="font-semibold text-gray-900 dark:text-white">Need higher limits?</h2>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">Compare the plans and pick the one that fits your output.</p>
            </div>
            <Link to={paths.pricing} className={buttonStyles()}>
              Compare plans
            </Link>
          </section>
        )}
      </div>
    </PageLayout>
  );
}
