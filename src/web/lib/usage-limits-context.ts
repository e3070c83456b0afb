import { createContext, useContext } from 'react';
import type { Plan, UsageCounts, UsageKind } from '../../contract/plans';

/**
 * This month's counters and the plan's limits, provided by the page, so that each form that draws on
 * a counter (the generators, the summarizer) can disable its button once the counter is full (rather
 * than let the server refuse it). Null (no provider) or an unloaded plan: no limit is known, nothing
 * is disabled.
 */
export type UsageLimits = { counts: UsageCounts; plan: Plan | undefined };

export const UsageLimitsContext = createContext<UsageLimits | null>(null);

/** The counter's limit when this month's count has reached it; null while there is room (or nothing is known). */
export function useFullCounter(counter: UsageKind): { counter: UsageKind; limit: number } | null {
  const usage = useContext(UsageLimitsContext);
  if (!usage?.plan) return null;
  const limit = usage.plan[counter];
  return limit !== null && usage.counts[counter] >= limit ? { counter, limit } : null;
}
