import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionResponse } from '../../../../contract/billing';
import { api } from '../../../lib/api/client';

export async function getSubscription(): Promise<SubscriptionResponse> {
  const { data } = await api.GET('/payments/subscription');
  return SubscriptionResponse.parse(data);
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: getSubscription,
});

/** `enabled: false` for accounts with no paid subscription to read (Free, the owner account). */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions, enabled });
}
