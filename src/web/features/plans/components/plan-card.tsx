import { useId } from 'react';
import type { Plan } from '../../../../contract/plans';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { classNames } from '../../../lib/class-names';
import { formatPrice } from '../../../lib/format-price';
import { planActionLabel, type PlanAction } from '../plan-action';

type PlanCardProps = {
  plan: Plan;
  action: PlanAction;
  onUpgrade: (plan: Plan) => void;
  /** This plan's checkout is being opened. */
  busy?: boolean;
  /** Another plan's checkout is being opened. */
  disabled?: boolean;
  /** The level of the plan's name: 2 where the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
};

export function PlanCard({ plan, action, onUpgrade, busy = false, disabled = false, headingLevel = 3 }: PlanCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={classNames(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-gray-900',
        plan.popular
          ? 'border-indigo-500 shadow-xl shadow-indigo-600/10 ring-1 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-gray-200 dark:border-gray-800',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <Heading id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
          {plan.name}
        </Heading>
        {plan.popular && <Badge>Most Popular</Badge>}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-gray-900 dark:text-white">{formatPrice(plan.price)}</span>
        <span className="text-sm font-medium text-gray-600 dark:text-gray-400">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-gray-700 dark:text-gray-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Icon name="check" className="mt-0.5 size-4 text-indigo-600 dark:text-indigo-400" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {action === 'upgrade' ? (
          <Button
            variant={plan.popular ? 'primary' : 'secondary'}
            fullWidth
            size="lg"
            busy={busy}
            disabled={busy || disabled}
            onClick={() => onUpgrade(plan)}
          >
            {planActionLabel(action, plan.name, busy)}
          </Button>
        ) : (
          <Button variant="secondary" fullWidth size="lg" disabled>
            {planActionLabel(action, plan.name)}
          </Button>
        )}
      </div>
    </section>
  );
}
