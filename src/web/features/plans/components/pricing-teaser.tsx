import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { Icon } from '../../../components/icon';
import { classNames } from '../../../lib/class-names';
import { formatPrice } from '../../../lib/format-price';
import { paths } from '../../../lib/paths';
import { buildPlans } from '../../../../contract/plan-catalogue';

const FEATURES_SHOWN = 4;

const PLANS = buildPlans();

/**
 * The four plans in brief, for the landing page, from the catalogue module (the data the server
 * serves, as plain data: the prerendered page shows them with no request); the full comparison,
 * with payment links, lives on /pricing.
 */
export function PricingTeaser() {
  return (
    <div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={classNames(
              'flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-gray-900',
              plan.popular ? 'border-indigo-500 ring-1 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400' : 'border-gray-200 dark:border-gray-800',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold text-gray-900 dark:text-white">{plan.name}</h3>
              {plan.popular && <Badge>Most Popular</Badge>}
            </div>
            <p className="mt-3 flex items-baseline gap-1">
              <span className="text-3xl font-bold tracking-tight text-gray-900 dark:text-white">{formatPrice(plan.price)}</span>
              <span className="text-sm text-gray-600 dark:text-gray-400">/month</span>
            </p>
            <ul className="mt-5 space-y-2 text-sm text-gray-600 dark:text-gray-400">
              {plan.features.slice(0, FEATURES_SHOWN).map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 text-indigo-600 dark:text-indigo-400" />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={paths.pricing} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          Compare all plans
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
