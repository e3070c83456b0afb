import { mutationOptions, useMutation } from '@tanstack/react-query';
import { TestDeliveryResponse } from '../../../../contract/webhooks';
import { api } from '../../../lib/api/client';
import { deliveriesQueryOptions } from './get-deliveries';
import { webhooksQueryOptions } from './get-webhooks';

/** Queues a test event to one endpoint; its outcome shows in the delivery log. */
export async function sendTestEvent(endpointId: string): Promise<TestDeliveryResponse> {
  const { data } = await api.POST('/webhooks/{id}/test', { params: { path: { id: endpointId } } });
  return TestDeliveryResponse.parse(data);
}

export const sendTestEventMutationOptions = mutationOptions({
  mutationKey: ['webhooks', 'test'],
  mutationFn: sendTestEvent,
  onSuccess: async (_data, endpointId, _result, { client }) => {
    // A turned-off endpoint is turned back on by a test event; the log shows the new delivery.
    await Promise.all([
      client.invalidateQueries({ queryKey: deliveriesQueryOptions(endpointId).queryKey }),
      client.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey, exact: true }),
    ]);
  },
});

export function useSendTestEvent() {
  return useMutation(sendTestEventMutationOptions);
}
