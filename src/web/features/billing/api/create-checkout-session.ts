import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CheckoutSessionResponse } from '../../../../contract/billing';
import type { Tier } from '../../../../contract/plans';
import { apiRequest } from '../../../lib/api-client';

/** Starts a checkout for an upgrade to `planId`; the answer says where the browser goes next. */
export async function createCheckoutSession(planId: Tier): Promise<CheckoutSessionResponse> {
  const query = new URLSearchParams({ plan_id: planId });
  return CheckoutSessionResponse.parse(
    await apiRequest(`/payments/create-checkout-session?${query.toString()}`, { method: 'POST' }),
  );
}

export const createCheckoutSessionMutationOptions = mutationOptions({
  mutationKey: ['billing', 'create-checkout-session'],
  mutationFn: createCheckoutSession,
});

export function useCreateCheckoutSession() {
  return useMutation(createCheckoutSessionMutationOptions);
}
