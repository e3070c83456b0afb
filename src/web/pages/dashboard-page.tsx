import { useState } from 'react';
import { Link } from 'react-router';
import { upgradeTargets } from '../../contract/plans';
import { PageTitle } from '../components/page-title';
import { RetryAlert } from '../components/retry-alert';
import { ChangePasswordModal } from '../features/auth/components/change-password-modal';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { GeneratorPlaceholder } from '../features/dashboard/components/generator-placeholder';
import { RecentContent } from '../features/dashboard/components/recent-content';
import { UsageCounters } from '../features/dashboard/components/usage-counters';
import { usePlans } from '../features/plans/api/get-plans';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

export function DashboardPage() {
  const { user, logout } = useAuth();
  const plans = usePlans();
  const [changingPassword, setChangingPassword] = useState(false);

  // The protected route renders this page only with a user.
  if (!user) return null;

  const plan = plans.data?.find((candidate) => candidate.id === user.subscription_tier);
  const firstName = user.name.trim().split(/\s+/)[0] || 'there';
  const canUpgrade = upgradeTargets(user.subscription_tier).length > 0 && !user.lifetime;

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50 dark:bg-gray-950">
      <PageTitle>Dashboard</PageTitle>
      <DashboardHeader user={user} onChangePassword={() => setChangingPassword(true)} onLogout={() => void logout()} />

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 space-y-8 px-4 py-8 focus:outline-none sm:px-6 sm:py-10 lg:px-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl dark:text-white">{`Welcome back, ${firstName}`}</h1>
          <p className="mt-1 text-gray-600 dark:text-gray-400">Create, refine and publish your content from one place.</p>
        </div>

        <section aria-labelledby="usage-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h2 id="usage-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
                This month&apos;s usage
              </h2>
              <p className="text-sm text-gray-600 dark:text-gray-400">Counters start again on the 1st of each month (UTC).</p>
            </div>
            {canUpgrade && (
              <Link
                to={paths.pricing}
                className="rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
              >
                See plans with higher limits
              </Link>
            )}
          </div>
          {plans.isError && <RetryAlert message="We couldn't load your plan limits." onRetry={() => void plans.refetch()} />}
          <UsageCounters counts={user.usage_counts} plan={plan} />
        </section>

        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <GeneratorPlaceholder />
          </div>
          <RecentContent />
        </div>
      </main>

      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
