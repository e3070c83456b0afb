import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tier } from '../../../../contract/plans';
import { TemplatesResponse } from '../../../../contract/templates';
import { api } from '../../../lib/api/client';

/**
 * Every kind's templates in one small request (a few kilobytes), shared by the four generator forms.
 * The library is data on the server (one file per kind), and whether each template is available
 * depends on the caller's plan, so the dashboard asks rather than bundling it.
 */
export async function getTemplates(): Promise<TemplatesResponse> {
  const { data } = await api.GET('/templates');
  return TemplatesResponse.parse(data);
}

/** Keyed by the plan: after an upgrade the list is asked for again, with the templates it unlocked. */
export function templatesQueryOptions(tier: Tier | undefined) {
  return queryOptions({
    queryKey: ['templates', tier ?? 'unknown'],
    queryFn: getTemplates,
    staleTime: 5 * 60_000,
    enabled: tier !== undefined,
  });
}

export function useTemplates(tier: Tier | undefined) {
  return useQuery(templatesQueryOptions(tier));
}
