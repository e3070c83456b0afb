import type Stripe from 'stripe';
import { idOf } from '../../payments/stripe';
import type { Billing } from './billing';

/** The subscription an invoice belongs to, in both the current and the pre-2025 API shapes. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(parent ?? legacy ?? null);
}

/** Applies one verified Stripe event. Every branch re-reads the subscription from Stripe. */
export async function handleStripeEvent(billing: Pick<Billing, 'settlement' | 'subscriptions'>, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return;
      await billing.settlement.checkoutCompleted({
        sessionId: session.id,
        userId: session.client_reference_id,
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        // A delayed payment (a bank debit) completes the session unpaid; async_payment_succeeded follows.
        paid: session.payment_status !== 'unpaid',
      });
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await billing.subscriptions.sync(event.data.object.id);
      return;
    case 'invoice.payment_failed':
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscription(event.data.object);
      if (subscriptionId) await billing.subscriptions.sync(subscriptionId);
      return;
    }
    default:
      // Acknowledged so Stripe does not retry; nothing to do for other events.
      return;
  }
}
