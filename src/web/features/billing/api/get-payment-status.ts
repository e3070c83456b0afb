import { queryOptions, useQuery } from '@tanstack/react-query';
import { FINAL_PAYMENT_STATUSES, PaymentStatusResponse } from '../../../../contract/billing';
import { api } from '../../../lib/api/client';

/** docs/product/states.md#payment-check and docs/product/limits.md#timings: while the payment is not confirmed, ask again every 2 seconds. */
export const PAYMENT_POLL_MS = 2000;

export async function getPaymentStatus(sessionId: string): Promise<PaymentStatusResponse> {
  const { data } = await api.GET('/payments/status/{session_id}', { params: { path: { session_id: sessionId } } });
  return PaymentStatusResponse.parse(data);
}

export function paymentStatusQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['billing', 'payment-status', sessionId],
    queryFn: () => getPaymentStatus(sessionId),
    // docs/product/states.md#payment-check: any exception ends the check in the error state, so no silent retries.
    retry: false,
    staleTime: 0,
    // Asks again while the payment is not confirmed; paid, expired and refunded are final.
    refetchInterval: (query) =>
      query.state.status === 'success' && query.state.data && !FINAL_PAYMENT_STATUSES.includes(query.state.data.payment_status)
        ? PAYMENT_POLL_MS
        : false,
  });
}

export function usePaymentStatus(sessionId: string) {
  return useQuery(paymentStatusQueryOptions(sessionId));
}
