import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentStatusResponse } from '../../../contract/billing';

/**
 * docs/product/states.md#payment-check: checking, then processing until paid, or error on any exception. A checkout
 * that ended without changing the plan (replaced by a newer one, or refunded because it was no longer
 * an upgrade when it was paid: docs/decisions/004) is `not-applied`, with the server's explanation.
 */
export type PaymentCheckState = 'checking' | 'processing' | 'success' | 'not-applied' | 'error';

export function paymentCheckState(status: UseQueryResult<PaymentStatusResponse>): PaymentCheckState {
  if (status.isError) return 'error';
  if (status.isPending) return 'checking';
  switch (status.data.payment_status) {
    case 'paid':
      return 'success';
    case 'expired':
    case 'refunded':
      return 'not-applied';
    default:
      return 'processing';
  }
}
