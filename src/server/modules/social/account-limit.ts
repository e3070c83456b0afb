import { and, count, eq, ne } from 'drizzle-orm';
import { planFor, type Tier } from '../../../contract/plans';
import type { PublishPlatform } from '../../../contract/social';
import type { Db } from '../../db/client';
import { socialAccounts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** 403 naming the plan's limit (docs/product/limits.md#social-account-limit). */
export function accountLimitError(tier: Tier): HttpError {
  const plan = planFor(tier);
  const limit = plan.social_accounts ?? 0;
  return new HttpError(
    403,
    `Your ${plan.name} plan allows ${limit} connected social ${limit === 1 ? 'account' : 'accounts'}. Disconnect one or upgrade your plan to connect more.`,
  );
}

/**
 * Throws 403 when connecting `platform` would give the user more accounts than the plan allows;
 * reconnecting a platform already connected takes no more room.
 */
export async function assertAccountRoom(db: Db, opts: { userId: string; tier: Tier; platform: PublishPlatform }): Promise<void> {
  const limit = planFor(opts.tier).social_accounts;
  if (limit === null) return;
  const [row] = await db
    .select({ others: count() })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, opts.userId), ne(socialAccounts.platform, opts.platform)));
  if ((row?.others ?? 0) >= limit) throw accountLimitError(opts.tier);
}
