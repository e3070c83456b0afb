import { USAGE_KINDS, USAGE_LABELS, type Plan } from '../../../../contract/plan-catalogue';
import type { UsageCounts } from '../../../../contract/plans';
import { UsageCounter } from './usage-counter';

type UsageCountersProps = {
  counts: UsageCounts;
  /** The viewer's plan from /api/plans; undefined while it loads. */
  plan: Plan | undefined;
};

/** The six monthly counters against the plan's limits (docs/product/screens.md#dashboard). */
export function UsageCounters({ counts, plan }: UsageCountersProps) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4 xl:grid-cols-6">
      {USAGE_KINDS.map((kind) => (
        <li key={kind} className="flex">
          <UsageCounter label={USAGE_LABELS[kind]} used={counts[kind]} limit={plan ? plan[kind] : undefined} />
        </li>
      ))}
    </ul>
  );
}
