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

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
