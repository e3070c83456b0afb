import { queryOptions, useQuery } from '@tanstack/react-query';
import { SupportRequestList } from '../../../../contract/support';
import { api } from '../../../lib/api/client';

export const supportRequestsKey = ['support', 'requests'] as const;

export async function getSupportRequests(): Promise<SupportRequestList> {
  const { data } = await api.GET('/support');
  return SupportRequestList.parse(data);
}

export function supportRequestsQueryOptions() {
  return queryOptions({ queryKey: supportRequestsKey, queryFn: getSupportRequests });
}

export function useSupportRequests() {
  return useQuery(supportRequestsQueryOptions());
}
