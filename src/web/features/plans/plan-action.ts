import { upgradeTargets, type Tier } from '../../../contract/plan-catalogue';

/**
 * What a plan card's button does for the viewer (docs/product/screens.md#pricing, docs/product/states.md#upgrade-paths):
 * - current: the viewer's plan, or Free (everyone has it): "Current Plan", disabled;
 * - upgrade: a higher tier: "Upgrade to {plan}";
 * - included: a lower paid tier than the viewer's: disabled, only upgrades are possible.
 * Signed out (tier null) every paid plan is an upgrade.
 */
export type PlanAction = 'current' | 'upgrade' | 'included';

export function planActionFor(plan: Tier, viewerTier: Tier | null): PlanAction {
  if (plan === 'free' || plan === viewerTier) return 'current';
  if (viewerTier === null || upgradeTargets(viewerTier).includes(plan)) return 'upgrade';
  return 'included';
}

/** The button's text; `busy` while this plan's checkout is being opened. */
export function planActionLabel(action: PlanAction, planName: string, busy = false): string {
  if (action === 'current') return 'Current Plan';
  if (action === 'included') return 'Included in your plan';
  return busy ? 'Opening checkout…' : `Upgrade to ${planName}`;
}
