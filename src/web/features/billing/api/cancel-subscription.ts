import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CancelSubscriptionResponse, type SubscriptionResponse } from '../../../../contract/billing';
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
  // The plan card and the billing section show the end date at once, before the refetch below.
  onSuccess: (result, _variables, _result, { client }) =>
    client.setQueryData<SubscriptionResponse>(subscriptionQueryOptions.queryKey, (old) =>
      old
        ? {
            ...old,
            cancel_at_period_end: true,
            cancel_at: result.cancel_at ?? result.current_period_end,
            current_period_end: result.current_period_end ?? old.current_period_end,
          }
        : old,
    ),
  // Success and a conflict ("already cancelled") both mean the stored subscription may differ from what is shown.
  onSettled: (_data, _error, _variables, _result, { client }) =>
    client.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey }),
});

export function useCancelSubscription() {
  return useMutation(cancelSubscriptionMutationOptions);
}
