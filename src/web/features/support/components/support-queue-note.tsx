import { Link } from 'react-router';
import { planLabel, type Tier } from '../../../../contract/plans';
import { hasPrioritySupport } from '../../../../contract/support';
import { Badge } from '../../../components/badge';
import { paths } from '../../../lib/paths';

/** The promise on the paid plans' cards, in the words the pricing page uses. */
export const PRIORITY_PROMISE = 'Priority support: we answer paid plans first.';

const linkStyles = 'rounded font-semibold text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300';

/** Which queue the creator's requests go to, stated plainly (no response times we could not stand behind). */
export function SupportQueueNote({ tier }: { tier: Tier }) {
  if (hasPrioritySupport(tier)) {
    return (
      <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950 dark:border-indigo-900/60 dark:bg-indigo-950/40 dark:text-indigo-100">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <Badge tone="brand">Priority queue</Badge>
          {PRIORITY_PROMISE}
        </p>
        <p className="mt-2">{`Your ${planLabel(tier)} includes Priority Support: your requests are answered before those in the standard queue.`}</p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800 dark:border-gray-800 dark:bg-gray-900/60 dark:text-gray-200">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <Badge tone="neutral">Standard queue</Badge>
        {PRIORITY_PROMISE}
      </p>
      <p className="mt-2">
        {`On the ${planLabel(tier)}, your requests are answered in the standard queue, after those from paid plans. `}
        <Link to={paths.pricing} className={linkStyles}>
          Upgrade for priority support
        </Link>
      </p>
    </div>
  );
}
