import { and, eq } from 'drizzle-orm';
import { USAGE_KINDS, type UsageCounts, type UsageKind } from '../../../contract/plans';
import type { Db } from '../../db/client';
import { usage } from '../../db/schema';
import { usagePeriod } from '../../lib/period';

export function emptyUsageCounts(): UsageCounts {
  return Object.fromEntries(USAGE_KINDS.map((k) => [k, 0])) as UsageCounts;
}

/** This month's (UTC) usage of each metered kind. */
export async function getUsageCounts(db: Db, userId: string, at: Date = new Date()): Promise<UsageCounts> {
  const rows = await db
    .select({ kind: usage.kind, count: usage.count })
    .from(usage)
    .where(and(eq(usage.userId, userId), eq(usage.period, usagePeriod(at))));
  const counts = emptyUsageCounts();
  for (const row of rows) {
    if ((USAGE_KINDS as readonly string[]).includes(row.kind)) counts[row.kind as UsageKind] = row.count;
  }
  return counts;
}
