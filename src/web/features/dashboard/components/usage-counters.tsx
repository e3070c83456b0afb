import { USAGE_KINDS, USAGE_LABELS, type Plan } from '../../../../contract/plan-catalogue';
import type { UsageCounts } from '../../../../contract/plans';
import { UsageCounter } from './usage-counter';

type UsageCountersProps = {
  counts: UsageCounts;
  /** The viewer's plan from /api/plans; undefined while it loads. */
  plan: Plan | undefined;
};

/**
 * The six monthly counters against the plan's limits (docs/product/screens.md#dashboard). A plan with
 * no cap at all (Enterprise) says so once, and its counters show the counts alone.
 */
export function UsageCounters({ counts, plan }: UsageCountersProps) {
  const uncapped = plan !== undefined && USAGE_KINDS.every((kind) => plan[kind] === null);
  return (
    <div className="space-y-3">
      {uncapped && (
        <p className="text-sm font-medium text-emerald-700 dark:text-emerald-300">Your plan has no monthly caps.</p>
      )}
      <ul className="grid grid-cols-3 gap-2 sm:gap-4 xl:grid-cols-6">
        {USAGE_KINDS.map((kind) => (
          <li key={kind} className="flex">
            <UsageCounter label={USAGE_LABELS[kind]} used={counts[kind]} limit={plan ? plan[kind] : undefined} noCapNote={!uncapped} />
          </li>
        ))}
      </ul>
    </div>
  );
}
