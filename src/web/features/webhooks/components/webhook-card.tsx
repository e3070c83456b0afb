import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '../../../../contract/webhooks';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { useSendTestEvent } from '../api/send-test-event';
import { DeliveryLog } from './delivery-log';

type WebhookCardProps = {
  endpoint: WebhookEndpoint;
  onDelete: () => void;
};

/** One endpoint: its address and events, "Send test event", Delete, and its delivery log. */
export function WebhookCard({ endpoint, onDelete }: WebhookCardProps) {
  const test = useSendTestEvent();
  const headingId = `webhook-${endpoint.id}`;
  const logId = `webhook-log-${endpoint.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-xl border border-gray-200 p-4 sm:p-5 dark:border-gray-800">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64 space-y-2">
          <h3 id={headingId} className="font-mono text-sm font-semibold break-all text-gray-900 dark:text-white">
            {endpoint.url}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            {endpoint.disabled_at ? <Badge tone="warning">Turned off</Badge> : <Badge tone="success">Active</Badge>}
            {endpoint.events.map((event) => (
              <Badge key={event} tone="neutral">
                <span title={WEBHOOK_EVENT_LABELS[event]}>{event}</span>
              </Badge>
            ))}
          </div>
          <p className="text-xs text-gray-600 dark:text-gray-400">{`Added ${formatDate(endpoint.created_at)}`}</p>
          {endpoint.disabled_at && (
            <p className="text-sm text-amber-900 dark:text-amber-200">
              This endpoint answered 410 Gone, so Inkwell stopped sending to it. Send a test event to turn it back on.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => test.mutate(endpoint.id)}
            disabled={test.isPending}
            busy={test.isPending}
            aria-describedby={headingId}
          >
            {test.isPending ? 'Sending…' : 'Send test event'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${endpoint.url}`}>
            Delete
          </Button>
        </div>
      </div>
      <p role="status" className="text-sm text-gray-700 empty:hidden dark:text-gray-300">
        {test.isSuccess ? 'Test event queued. It shows in the log below once it is sent.' : ''}
      </p>
      {test.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(test.error, 'The test event could not be sent. Please try again.')}
        </p>
      )}
      <div className="space-y-2">
        <h4 id={logId} className="text-sm font-semibold text-gray-900 dark:text-white">
          Delivery log
        </h4>
        <DeliveryLog endpointId={endpoint.id} captionId={logId} />
      </div>
    </article>
  );
}
