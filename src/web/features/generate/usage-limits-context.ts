import { createContext } from 'react';
import type { Plan, UsageCounts } from '../../../contract/plans';

/**
 * This month's counters and the plan's limits, provided by the page, so that each generator form can
 * disable Generate once its counter is full (rather than let the server refuse it).
 * Null (no provider) or an unloaded plan: no limit is known, nothing is disabled.
 */
export type UsageLimits = { counts: UsageCounts; plan: Plan | undefined };

export const UsageLimitsContext = createContext<UsageLimits | null>(null);
