import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebhookDeliveriesResponse, type WebhookDelivery } from '../../../../contract/webhooks';
import { api } from '../../../lib/api/client';

/** While a delivery is still pending, the log is read again this often. */
export const PENDING_REFRESH_MS = 3_000;

/** One endpoint's delivery log, newest first. */
export async function getDeliveries(endpointId: string): Promise<WebhookDelivery[]> {
  const { data } = await api.GET('/webhooks/{id}/deliveries', { params: { path: { id: endpointId } } });
  return WebhookDeliveriesResponse.parse(data).deliveries;
}

export const deliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: ['webhooks', endpointId, 'deliveries'],
    queryFn: () => getDeliveries(endpointId),
    staleTime: 0,
  });

/** The log, read again every few seconds while something in it is still on its way. */
export function useDeliveries(endpointId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...deliveriesQueryOptions(endpointId),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}
