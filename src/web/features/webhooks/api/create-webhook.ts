import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CreatedWebhook, type CreateWebhookRequest } from '../../../../contract/webhooks';
import { api } from '../../../lib/api/client';
import { webhooksQueryOptions } from './get-webhooks';

/** Registers an endpoint; the answer carries its signing secret, shown this once. */
export async function createWebhook(request: CreateWebhookRequest): Promise<CreatedWebhook> {
  const { data } = await api.POST('/webhooks', { body: request });
  return CreatedWebhook.parse(data);
}

export const createWebhookMutationOptions = mutationOptions({
  mutationKey: ['webhooks', 'create'],
  mutationFn: createWebhook,
  onSettled: (_data, _error, _request, _result, { client }) => client.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey, exact: true }),
});

export function useCreateWebhook() {
  return useMutation(createWebhookMutationOptions);
}
