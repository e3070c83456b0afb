import type { Plan, Tier } from '../../../../contract/plans';
import { RetryAlert } from '../../../components/retry-alert';
import { usePlans } from '../api/get-plans';
import { planActionFor } from '../plan-action';
import { PlanCard } from './plan-card';

type PlanGridProps = {
  /** The signed-in viewer's tier, or null when signed out. */
  viewerTier: Tier | null;
  onUpgrade: (plan: Plan) => void;
  /** The plan whose checkout is being opened; every upgrade button waits meanwhile. */
  pendingPlan?: Tier | null;
  /**
   * Show the catalogue module's plans until the server answers: right for a visitor known to be signed
   * out (the prerendered page), whose upgrade buttons only ask to sign in. A signed-in viewer's buttons
   * need the server's payment links, so they wait for its answer.
   */
  catalogueFirst?: boolean;
  /** The viewer is known to be signed out: Free's card says it needs no card. */
  signedOut?: boolean;
};

/** Said under Free's "Current Plan" to a visitor: starting needs no payment details. */
export const FREE_PLAN_NOTE = 'No card needed';

export function PlanGrid({ viewerTier, onUpgrade, pendingPlan = null, catalogueFirst = false, signedOut = false }: PlanGridProps) {
  const plans = usePlans({ catalogueFirst });

  if (plans.isPending) {
    return (
      <div role="status" aria-label="Loading plans" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-[28rem] animate-pulse rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900" />
        ))}
      </div>
    );
  }

  if (plans.isError) {
    return <RetryAlert message="We couldn't load the plans." onRetry={() => void plans.refetch()} />;
  }

  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {plans.data.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          action={planActionFor(plan.id, viewerTier)}
          onUpgrade={onUpgrade}
          busy={pendingPlan === plan.id}
          disabled={pendingPlan !== null}
          headingLevel={2}
          note={signedOut && plan.id === 'free' ? FREE_PLAN_NOTE : undefined}
        />
      ))}
    </div>
  );
}
