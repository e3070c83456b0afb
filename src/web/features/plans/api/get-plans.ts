import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildPlans } from '../../../../contract/plan-catalogue';
import { PlansResponse, type Plan } from '../../../../contract/plans';
import { api } from '../../../lib/api/client';

/** The server's plan catalogue, with its payment links (runtime settings). */
export async function getPlans(): Promise<Plan[]> {
  const { data } = await api.GET('/plans');
  return PlansResponse.parse(data).plans;
}

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: getPlans,
  staleTime: 10 * 60_000,
});

const CATALOGUE_PLANS: Plan[] = buildPlans();

/**
 * `catalogueFirst`: until the server answers, the catalogue module (the data the server reads, as
 * plain data, without payment links) stands in, so the prerendered pricing page and its hydration
 * show the plans at once.
 */
export function usePlans({ catalogueFirst = false }: { catalogueFirst?: boolean } = {}) {
  return useQuery({ ...plansQueryOptions, placeholderData: catalogueFirst ? CATALOGUE_PLANS : undefined });
}
