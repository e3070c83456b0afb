import { and, eq } from 'drizzle-orm';
import { USAGE_KINDS, type UsageCounts, type UsageKind } from '../../../contract/plans';
import type { Db } from '../../db/client';
import { usage } from '../../db/schema';
import { usagePeriod } from '../../lib/period';

export function emptyUsageCounts(): UsageCounts {
  return Object.fromEntries(USAGE_KINDS.map((k) => [k, 0])) as UsageCounts;
}

/**
 * Reads this month's usage. When this process is the database's one writer (embedded PGlite) the
 * counts are kept in memory and every change to them must go through `changed`.
 */
export class UsageService {
  private readonly cache: Map<string, { period: string; counts: UsageCounts }> | null;

  constructor(
    private readonly db: Db,
    opts: { exclusiveWriter: boolean },
  ) {
    this.cache = opts.exclusiveWriter ? new Map() : null;
  }

  /** This month's (UTC) usage of each metered kind. */
  async counts(userId: string, at: Date = new Date()): Promise<UsageCounts> {
    const period = usagePeriod(at);
    const cached = this.cache?.get(userId);
    if (cached && cached.period === period) return { ...cached.counts };
    const rows = await this.db
      .select({ kind: usage.kind, count: usage.count })
      .from(usage)
      .where(and(eq(usage.userId, userId), eq(usage.period, period)));
    const counts = emptyUsageCounts();
    for (const row of rows) {
      if ((USAGE_KINDS as readonly string[]).includes(row.kind)) counts[row.kind as UsageKind] = row.count;
    }
    if (this.cache) {
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(userId, { period, counts: { ...counts } });
    }
    return counts;
  }

  /** Forget what is held for a user after its usage rows changed. */
  changed(userId: string) {
    this.cache?.delete(userId);
  }
}
