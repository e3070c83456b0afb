import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlansResponse, type Plan } from '../../../../contract/plans';
import { apiRequest } from '../../../lib/api-client';

/** The plan catalogue comes from the server only: no price or limit is written in the web app. */
export async function getPlans(): Promise<Plan[]> {
  return PlansResponse.parse(await apiRequest('/plans')).plans;
}

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: getPlans,
  staleTime: 10 * 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
