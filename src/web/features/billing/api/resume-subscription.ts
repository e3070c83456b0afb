import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ResumeSubscriptionResponse, type SubscriptionResponse } from '../../../../contract/billing';
import { api } from '../../../lib/api/client';
import { subscriptionQueryOptions } from './get-subscription';

/** Undoes a cancellation while the paid period lasts: the plan renews again. */
export async function resumeSubscription(): Promise<ResumeSubscriptionResponse> {
  const { data } = await api.POST('/payments/resume-subscription');
  return ResumeSubscriptionResponse.parse(data);
}

export const resumeSubscriptionMutationOptions = mutationOptions({
  mutationKey: ['billing', 'resume-subscription'],
  mutationFn: resumeSubscription,
  onSuccess: (result, _variables, _result, { client }) =>
    client.setQueryData<SubscriptionResponse>(subscriptionQueryOptions.queryKey, (old) =>
      old ? { ...old, cancel_at_period_end: false, cancel_at: null, current_period_end: result.current_period_end ?? old.current_period_end } : old,
    ),
  // A refusal ("not cancelled", "already ended") means the stored subscription may differ from what is shown.
  onSettled: (_data, _error, _variables, _result, { client }) =>
    client.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey }),
});

export function useResumeSubscription() {
  return useMutation(resumeSubscriptionMutationOptions);
}
