import { Link } from 'react-router';
import { USAGE_LABELS, type UsageKind } from '../../contract/plans';
import { paths } from '../lib/paths';

/** Why Generate is disabled: the monthly counter is full; with the way to a higher limit. */
export function UsageLimitNote({ id, kind, limit }: { id: string; kind: UsageKind; limit: number }) {
  const what = USAGE_LABELS[kind].toLowerCase();
  return (
    <p id={id} className="text-sm text-amber-900 dark:text-amber-200">
      {limit === 0 ? `Your plan does not include ${what}.` : `You have used all ${limit} ${what} of your plan this month.`}{' '}
      <Link to={paths.pricing} className="rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
        Upgrade your plan
      </Link>
    </p>
  );
}
