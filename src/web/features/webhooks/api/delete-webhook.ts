import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { WebhookEndpoint } from '../../../../contract/webhooks';
import { api } from '../../../lib/api/client';
import { webhooksQueryOptions } from './get-webhooks';

export async function deleteWebhook(id: string): Promise<void> {
  await api.DELETE('/webhooks/{id}', { params: { path: { id } } });
}

export const deleteWebhookMutationOptions = mutationOptions({
  mutationKey: ['webhooks', 'delete'],
  mutationFn: deleteWebhook,
  onSuccess: (_data, id, _result, { client }) => {
    client.setQueryData<WebhookEndpoint[]>(webhooksQueryOptions.queryKey, (endpoints) => endpoints?.filter((e) => e.id !== id));
  },
  onSettled: (_data, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey, exact: true }),
});

export function useDeleteWebhook() {
  return useMutation(deleteWebhookMutationOptions);
}
