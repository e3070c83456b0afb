import { Badge } from '../../../components/badge';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import type { WebhookDelivery } from '../../../../contract/webhooks';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useDeliveries } from '../api/get-deliveries';

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.status === 'succeeded') return <Badge tone="success">Succeeded</Badge>;
  if (delivery.status === 'failed') return <Badge tone="warning">Failed</Badge>;
  return <Badge tone="neutral">{delivery.attempts > 0 ? 'Retrying' : 'Pending'}</Badge>;
}

/** One endpoint's latest deliveries: event, status, response code, attempts and time, and why one failed. */
export function DeliveryLog({ endpointId, captionId }: { endpointId: string; captionId: string }) {
  const deliveries = useDeliveries(endpointId);

  if (deliveries.isPending) return <Spinner size="sm" label="Loading deliveries" />;
  if (deliveries.isError) {
    return <RetryAlert message={errorMessage(deliveries.error, 'The delivery log could not be loaded.')} onRetry={() => void deliveries.refetch()} />;
  }
  if (deliveries.data.length === 0) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">No deliveries yet. Send a test event to try the endpoint.</p>;
  }
  return (
    // Scrolls: reachable by keyboard to scroll it (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div tabIndex={0} role="region" aria-labelledby={captionId} className="max-h-80 overflow-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-gray-800">
      <table aria-labelledby={captionId} className="w-full min-w-[34rem] text-left text-sm">
        <thead className="sticky top-0 bg-gray-50 text-xs text-gray-600 uppercase dark:bg-gray-800 dark:text-gray-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Event</th>
            <th scope="col" className="px-3 py-2 font-semibold">Status</th>
            <th scope="col" className="px-3 py-2 font-semibold">Response</th>
            <th scope="col" className="px-3 py-2 font-semibold">Attempts</th>
            <th scope="col" className="px-3 py-2 font-semibold">Time</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {deliveries.data.map((delivery) => (
            <tr key={delivery.id} className="align-top text-gray-800 dark:text-gray-200">
              <td className="px-3 py-2">
                <code className="font-mono text-xs">{delivery.event}</code>
                {delivery.error && <p className="mt-1 max-w-xs text-xs break-words text-gray-600 dark:text-gray-400">{delivery.error}</p>}
              </td>
              <td className="px-3 py-2">
                <StatusBadge delivery={delivery} />
              </td>
              <td className="px-3 py-2 tabular-nums">{delivery.response_status ?? '—'}</td>
              <td className="px-3 py-2 tabular-nums">{delivery.attempts}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={delivery.created_at}>{formatDateTime(delivery.created_at)}</time>
                {delivery.status === 'pending' && delivery.next_attempt_at && delivery.attempts > 0 && (
                  <p className="text-xs text-gray-600 dark:text-gray-400">{`Next try ${formatDateTime(delivery.next_attempt_at)}`}</p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
