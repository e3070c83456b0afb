import type { Plan, Tier } from '../../../../contract/plans';
import { classNames } from '../../../lib/class-names';
import { PlanCard } from './plan-card';

type UpgradePlanGridProps = {
  /** The plans the viewer can move up to, lowest first. */
  plans: Plan[];
  onUpgrade: (plan: Plan) => void;
  pendingPlan: Tier | null;
};

/** Cards for the higher tiers only, each with its "Upgrade to {plan}" button (docs/product/screens.md#subscription). */
export function UpgradePlanGrid({ plans, onUpgrade, pendingPlan }: UpgradePlanGridProps) {
  return (
    <div className={classNames('grid gap-6', plans.length > 1 && 'md:grid-cols-2', plans.length > 2 && 'lg:grid-cols-3')}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          action="upgrade"
          onUpgrade={onUpgrade}
          busy={pendingPlan === plan.id}
          disabled={pendingPlan !== null}
        />
      ))}
    </div>
  );
}
