import { upgradeTargets } from '../../contract/plan-catalogue';
import { Alert } from '../components/alert';
import { PageFrame } from '../components/page-frame';
import { useSubscription } from '../features/billing/api/get-subscription';
import { CancelSubscriptionSection } from '../features/billing/components/cancel-subscription-section';
import { DemoBillingNote } from '../features/billing/components/demo-billing-note';
import { useUpgrade } from '../features/billing/use-upgrade';
import { useConfig } from '../features/config/api/get-config';
import { usePlans } from '../features/plans/api/get-plans';
import { UpgradePlanGrid } from '../features/plans/components/upgrade-plan-grid';
import { AccountInfo } from '../features/subscription/components/account-info';
import { CurrentPlanCard } from '../features/subscription/components/current-plan-card';
import { MediaStorageCard } from '../features/subscription/components/media-storage-card';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

/** docs/product/screens.md#subscription: the plan, the account, upgrades to every higher tier, cancellation of a paid plan. */
export function SubscriptionPage() {
  const { user } = useAuth();
  const plans = usePlans();
  const config = useConfig();
  const upgrade = useUpgrade();
  const paid = !!user && user.subscription_tier !== 'free' && !user.lifetime;
  // Only a paid plan has billing details to read (the owner account and Free have none).
  const subscription = useSubscription({ enabled: paid });

  if (!user) return null;

  // The owner account is enterprise for life: nothing to upgrade to and nothing to cancel (docs/product/roles.md#owner-account).
  const targets = user.lifetime ? [] : upgradeTargets(user.subscription_tier);
  const upgradePlans = plans.data?.filter((plan) => targets.includes(plan.id)) ?? [];
  const tier = user.subscription_tier;
  const planName = plans.data?.find((plan) => plan.id === tier)?.name ?? `${tier.charAt(0).toUpperCase()}${tier.slice(1)}`;
  const cancelAt = paid && subscription.data?.cancel_at_period_end ? subscription.data.cancel_at : null;

  return (
    <PageFrame
      title="Subscription"
      description="Your plan and account details."
      back={{ to: paths.dashboard, label: 'Back to Dashboard' }}
      width="standard"
    >
      <CurrentPlanCard user={user} plans={plans} cancelAt={cancelAt} />
      <MediaStorageCard />
      <AccountInfo user={user} />
      {upgradePlans.length > 0 && (
        <section aria-labelledby="upgrade-heading" className="space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="upgrade-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
                Upgrade your plan
              </h2>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Higher limits apply as soon as the payment goes through.</p>
            </div>
            {config.data?.billing_mode === 'demo' && <DemoBillingNote />}
          </div>
          {upgrade.error && <Alert tone="error">{upgrade.error}</Alert>}
          <UpgradePlanGrid plans={upgradePlans} onUpgrade={upgrade.upgrade} pendingPlan={upgrade.pendingPlan} />
        </section>
      )}
      {paid && <CancelSubscriptionSection planName={planName} />}
    </PageFrame>
  );
}
