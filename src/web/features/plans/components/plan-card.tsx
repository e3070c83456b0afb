import { useId } from 'react';
import type { Plan } from '../../../../contract/plans';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { PlanFeatures } from '../../../components/plan-features';
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
  /** A short line under the button (e.g. "No card needed" on Free for a visitor). */
  note?: string;
};

export function PlanCard({ plan, action, onUpgrade, busy = false, disabled = false, headingLevel = 3, note }: PlanCardProps) {
  const headingId = useId();
  const noteId = useId();
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
      <PlanFeatures
        included={plan.features}
        notIncluded={plan.not_included}
        className="mt-6 flex-1 space-y-3 text-sm text-gray-700 dark:text-gray-300"
      />
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
          <Button variant="secondary" fullWidth size="lg" disabled aria-describedby={note ? noteId : undefined}>
            {planActionLabel(action, plan.name)}
          </Button>
        )}
        {note && (
          <p id={noteId} className="mt-2 text-center text-sm text-gray-600 dark:text-gray-400">
            {note}
          </p>
        )}
      </div>
    </section>
  );
}
