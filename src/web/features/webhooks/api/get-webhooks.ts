import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebhooksResponse, type WebhookEndpoint } from '../../../../contract/webhooks';
import { api } from '../../../lib/api/client';

/** The creator's webhook endpoints, newest first. */
export async function getWebhooks(): Promise<WebhookEndpoint[]> {
  const { data } = await api.GET('/webhooks');
  return WebhooksResponse.parse(data).webhooks;
}

export const webhooksQueryOptions = queryOptions({
  queryKey: ['webhooks'],
  queryFn: getWebhooks,
  staleTime: 0,
});

export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}
