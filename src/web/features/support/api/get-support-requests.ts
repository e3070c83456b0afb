import { queryOptions, useQuery } from '@tanstack/react-query';
import { SupportRequestList } from '../../../../contract/support';
import { apiRequest } from '../../../lib/api-client';

export const supportRequestsKey = ['support', 'requests'] as const;

export async function getSupportRequests(): Promise<SupportRequestList> {
  return SupportRequestList.parse(await apiRequest('/support'));
}

export function supportRequestsQueryOptions() {
  return queryOptions({ queryKey: supportRequestsKey, queryFn: getSupportRequests });
}

export function useSupportRequests() {
  return useQuery(supportRequestsQueryOptions());
}
