import type { BillingDeps } from './billing-deps';
import { Checkout } from './checkout';
import { settleDemoPeriods } from './demo-periods';
import { Settlement } from './settlement';
import { SubscriptionSync } from './subscription-sync';

export type { BillingDeps } from './billing-deps';

/**
 * Billing's parts, wired once per app; each route, webhook and timer calls the part it needs.
 * Nothing here decides anything: the rules live in the parts.
 */
export interface Billing {
  /** Demo billing or Stripe, as /api/system reports it. */
  readonly providerKind: 'demo' | 'stripe';
  readonly checkout: Checkout;
  readonly settlement: Settlement;
  readonly subscriptions: SubscriptionSync;
  /** Ends and renews demo subscriptions whose period is over (nothing with Stripe, which does it itself). */
  settleDemoPeriods(now?: Date): Promise<void>;
}

export function createBilling(deps: BillingDeps): Billing {
  const subscriptions = new SubscriptionSync(deps);
  const settlement = new Settlement(deps, subscriptions);
  return {
    providerKind: deps.provider.kind,
    checkout: new Checkout(deps, settlement),
    settlement,
    subscriptions,
    settleDemoPeriods: (now) => settleDemoPeriods(deps, now),
  };
}
