import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CheckoutSessionResponse } from '../../../../contract/billing';
import type { Tier } from '../../../../contract/plans';
import { api } from '../../../lib/api/client';

/** Starts a checkout for an upgrade to `planId`; the answer says where the browser goes next. */
export async function createCheckoutSession(planId: Tier): Promise<CheckoutSessionResponse> {
  const { data } = await api.POST('/payments/create-checkout-session', { params: { query: { plan_id: planId } } });
  return CheckoutSessionResponse.parse(data);
}

export const createCheckoutSessionMutationOptions = mutationOptions({
  mutationKey: ['billing', 'create-checkout-session'],
  mutationFn: createCheckoutSession,
});

export function useCreateCheckoutSession() {
  return useMutation(createCheckoutSessionMutationOptions);
}
