import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebhooksResponse, type WebhookEndpoint } from '../../../../contract/webhooks';
import { apiRequest } from '../../../lib/api-client';

/** The creator's webhook endpoints, newest first. */
export async function getWebhooks(): Promise<WebhookEndpoint[]> {
  return WebhooksResponse.parse(await apiRequest('/webhooks')).webhooks;
}

export const webhooksQueryOptions = queryOptions({
  queryKey: ['webhooks'],
  queryFn: getWebhooks,
  staleTime: 0,
});

export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}
