import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { RetryAlert } from '../../../components/retry-alert';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint } from '../../../../contract/webhooks';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { AddWebhookDialog } from './add-webhook-dialog';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { VerifySnippet } from './verify-snippet';
import { WebhookCard } from './webhook-card';

/** /developers: outbound webhooks (Enterprise): endpoints, their delivery logs, test events and how to verify. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const endpoints = webhooks.data ?? [];
  const atLimit = endpoints.length >= MAX_WEBHOOK_ENDPOINTS;
  const forbidden = webhooks.error instanceof ApiError && webhooks.error.status === 403;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  }

  return (
    <section
      aria-labelledby="webhooks-heading"
      className="space-y-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl space-y-1">
          <h2 id="webhooks-heading" className="text-xl font-semibold text-gray-900 dark:text-white">
            Webhooks
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Send events to your own systems when content or a summary is created, or a post is published or fails.
          </p>
        </div>
        {webhooks.data && (
          <div className="flex flex-col items-end gap-1">
            <Button onClick={() => setAdding(true)} disabled={atLimit} aria-describedby={atLimit ? 'webhooks-limit' : undefined}>
              Add endpoint
            </Button>
            {atLimit && (
              <p id="webhooks-limit" className="text-xs text-gray-600 dark:text-gray-400">
                {`Up to ${MAX_WEBHOOK_ENDPOINTS} endpoints. Delete one to add another.`}
              </p>
            )}
          </div>
        )}
      </div>

      {webhooks.isPending && (
        <div role="status" aria-label="Loading your webhooks" className="space-y-3">
          <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
        </div>
      )}
      {webhooks.isError &&
        (forbidden ? (
          <Alert tone="info">{errorMessage(webhooks.error, 'Webhooks are part of the Enterprise plan.')}</Alert>
        ) : (
          <RetryAlert message={errorMessage(webhooks.error, 'Your webhooks could not be loaded.')} onRetry={() => void webhooks.refetch()} />
        ))}
      {webhooks.data && endpoints.length === 0 && (
        <div className="rounded-xl border border-dashed border-gray-300 p-6 text-center dark:border-gray-700">
          <p className="font-medium text-gray-900 dark:text-white">No endpoints yet</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Add an endpoint to start receiving events.</p>
        </div>
      )}
      {endpoints.length > 0 && (
        <ul aria-label="Webhook endpoints" className="space-y-4">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <WebhookCard
                endpoint={endpoint}
                onDelete={() => {
                  remove.reset();
                  setDeleting(endpoint);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {!forbidden && <VerifySnippet />}

      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
      <DeleteWebhookDialog
        endpoint={deleting}
        deleting={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'The endpoint could not be deleted. Please try again.') : null}
        onKeep={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
