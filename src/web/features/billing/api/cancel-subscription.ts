import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CancelSubscriptionResponse } from '../../../../contract/billing';
import { api } from '../../../lib/api/client';
import { subscriptionQueryOptions } from './get-subscription';

/** Asks to end the paid plan when the current billing period ends. */
export async function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  const { data } = await api.POST('/payments/cancel-subscription');
  return CancelSubscriptionResponse.parse(data);
}

export const cancelSubscriptionMutationOptions = mutationOptions({
  mutationKey: ['billing', 'cancel-subscription'],
  mutationFn: cancelSubscription,
  // Success and a conflict ("already cancelled") both mean the stored subscription may differ from what is shown.
  onSettled: (_data, _error, _variables, _result, { client }) =>
    client.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey }),
});

export function useCancelSubscription() {
  return useMutation(cancelSubscriptionMutationOptions);
}
