import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentStatusResponse } from '../../../contract/billing';

/** SPEC §4 payment check: checking, then processing until paid, or error on any exception. */
export type PaymentCheckState = 'checking' | 'processing' | 'success' | 'error';

export function paymentCheckState(status: UseQueryResult<PaymentStatusResponse>): PaymentCheckState {
  if (status.isError) return 'error';
  if (status.isPending) return 'checking';
  return status.data.payment_status === 'paid' ? 'success' : 'processing';
}
