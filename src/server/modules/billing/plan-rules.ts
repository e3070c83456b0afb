import { planFor, TIERS, Tier, upgradeTargets } from '../../../contract/plans';
import { HttpError } from '../../lib/http-error';
import type { PaidTier } from '../../payments/provider';
import type { Account } from './billing-deps';

/** A plan's name as the buyer reads it ("Pro"). */
export function planName(tier: Tier) {
  return planFor(tier).name;
}

/** A tier's place in the order Free < Basic < Pro < Enterprise: a strict upgrade has a higher rank. */
export const rank = (tier: Tier) => TIERS.indexOf(tier);

/** The paid plan a checkout asks for; Free and unknown ids are 400 with what to do instead. */
export function parsePlan(planId: string): PaidTier {
  const parsed = Tier.safeParse(planId);
  if (!parsed.success || parsed.data === 'free') {
    if (parsed.success) {
      throw new HttpError(400, 'Free is not something to buy: cancel your subscription to return to Free at the end of the billing period.');
    }
    throw new HttpError(400, `Unknown plan "${planId}". Choose one of: ${TIERS.filter((t) => t !== 'free').join(', ')}.`);
  }
  return parsed.data;
}

/** Upgrade rules of docs/product/states.md#upgrade-paths: only to a higher tier; the owner has nothing to buy. */
export function checkUpgrade(account: Account, target: PaidTier) {
  if (account.lifetime) throw new HttpError(400, 'Your account already has lifetime Enterprise access.');
  if (target === account.subscriptionTier) throw new HttpError(400, `You are already on the ${planName(target)} plan.`);
  if (!upgradeTargets(account.subscriptionTier).includes(target)) {
    throw new HttpError(
      400,
      `Cannot change from the ${planName(account.subscriptionTier)} plan to the ${planName(target)} plan: only upgrades are available. Cancel your subscription to return to Free at the end of the billing period.`,
    );
  }
}
