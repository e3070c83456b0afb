import type { UseQueryResult } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth';
import type { Plan } from '../../../../contract/plans';
import { Badge } from '../../../components/badge';
import { PlanFeatures } from '../../../components/plan-features';
import { RetryAlert } from '../../../components/retry-alert';
import { formatDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';

type CurrentPlanCardProps = {
  user: User;
  plans: UseQueryResult<Plan[]>;
  /** ISO date a cancelled subscription ends; null or absent while it renews. */
  cancelAt?: string | null;
};

export function CurrentPlanCard({ user, plans, cancelAt = null }: CurrentPlanCardProps) {
  const plan = plans.data?.find((candidate) => candidate.id === user.subscription_tier);

  return (
    <section
      aria-labelledby="current-plan-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900"
    >
      <p className="text-sm font-medium text-gray-600 dark:text-gray-400">Current plan</p>
      {user.lifetime ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h2 id="current-plan-heading" className="text-2xl font-bold text-gray-900 dark:text-white">
            Enterprise Account
          </h2>
          <Badge tone="success">Lifetime Access</Badge>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h2 id="current-plan-heading" className="text-2xl font-bold text-gray-900 dark:text-white">
            {plan?.name ?? user.subscription_tier}
          </h2>
          <Badge tone="success">Active</Badge>
          {cancelAt && <Badge tone="warning">Cancels on {formatDate(cancelAt)}</Badge>}
        </div>
      )}
      {plans.isPending && <div className="mt-4 h-24 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" aria-hidden="true" />}
      {plans.isError && (
        <div className="mt-4">
          <RetryAlert message="We couldn't load your plan details." onRetry={() => void plans.refetch()} />
        </div>
      )}
      {plan && (
        <>
          {!user.lifetime && (
            <p className="mt-3 flex items-baseline gap-1">
              <span className="text-3xl font-bold tracking-tight text-gray-900 dark:text-white">{formatPrice(plan.price)}</span>
              <span className="text-sm text-gray-600 dark:text-gray-400">/month</span>
            </p>
          )}
          <PlanFeatures
            included={plan.features}
            notIncluded={plan.not_included}
            className="mt-6 grid gap-3 text-sm text-gray-700 sm:grid-cols-2 dark:text-gray-300"
          />
        </>
      )}
    </section>
  );
}
