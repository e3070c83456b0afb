import { useState } from 'react';
import type { HistoryItem } from '../../../../contract/content';
import { SUPPORT_STATUS_LABELS, type SupportRequest, type SupportStatus } from '../../../../contract/support';
import { Badge } from '../../../components/badge';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { useSupportRequests } from '../api/get-support-requests';
import { contentLabel } from '../content-label';

const STATUS_TONES: Record<SupportStatus, 'warning' | 'success' | 'neutral'> = {
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

/** Messages longer than this are shown clamped, with a button to read them whole. */
const LONG_MESSAGE = 240;

/** The creator's support requests, newest first, with their status and queue. */
export function SupportRequestList({ recent }: { recent: HistoryItem[] | undefined }) {
  const requests = useSupportRequests();
  return (
    <section aria-labelledby="support-requests-heading" className="space-y-4">
      <h2 id="support-requests-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Your requests
      </h2>
      {requests.isPending && <Spinner label="Loading your requests" />}
      {requests.isError && <RetryAlert message="Failed to load your support requests." onRetry={() => void requests.refetch()} />}
      {requests.data?.length === 0 && (
        <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
          No requests yet. Once you send one, it shows here with its status.
        </p>
      )}
      {requests.data && requests.data.length > 0 && (
        <ul className="space-y-3">
          {requests.data.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} recent={recent} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestCard({ request, recent }: { request: SupportRequest; recent: HistoryItem[] | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const headingId = `support-request-${request.id}`;
  const messageId = `${headingId}-message`;
  const long = request.message.length > LONG_MESSAGE;
  const item = request.content_id ? recent?.find((piece) => piece.id === request.content_id) : undefined;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-sm font-semibold break-words text-gray-900 dark:text-white">
          {request.subject}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {request.priority && <Badge tone="brand">Priority</Badge>}
          <Badge tone={STATUS_TONES[request.status]}>
            <span className="sr-only">Status: </span>
            <span>{SUPPORT_STATUS_LABELS[request.status]}</span>
          </Badge>
        </div>
      </div>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
      </p>
      <p id={messageId} className={`mt-2 text-sm break-words whitespace-pre-line text-gray-700 dark:text-gray-300 ${long && !expanded ? 'line-clamp-3' : ''}`}>
        {request.message}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={messageId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 rounded text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {expanded ? 'Show less' : 'Show full message'}
        </button>
      )}
      {request.content_id && (
        <p className="mt-2 text-xs break-all text-gray-600 dark:text-gray-400">
          {'About: '}
          {item ? <span>{contentLabel(item)}</span> : <code className="font-mono">{request.content_id}</code>}
        </p>
      )}
    </article>
  );
}
