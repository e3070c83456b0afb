import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionResponse } from '../../../../contract/billing';
import { apiRequest } from '../../../lib/api-client';

export async function getSubscription(): Promise<SubscriptionResponse> {
  return SubscriptionResponse.parse(await apiRequest('/payments/subscription'));
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: getSubscription,
});

export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
