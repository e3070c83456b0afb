import { BookOpen, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import type { ApiKey } from '../../../../contract/api-keys';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { buttonStyles } from '../../../components/button-styles';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useApiKeys } from '../api/get-api-keys';
import { CreateKeyDialog } from './create-key-dialog';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** The interactive API reference, served by the server (not a route of this app). */
export const API_REFERENCE_URL = '/api/docs';

function isExpired(key: ApiKey, now: number): boolean {
  return key.expires_at !== null && Date.parse(key.expires_at) <= now;
}

function KeyRow({ apiKey, now, onRevoke }: { apiKey: ApiKey; now: number; onRevoke: () => void }) {
  const expired = isExpired(apiKey, now);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium text-gray-900 dark:text-white">{apiKey.name}</p>
          {expired && <Badge tone="warning">Expired</Badge>}
        </div>
        <p className="font-mono text-sm text-gray-600 dark:text-gray-400">
          <span className="sr-only">Key starting with </span>
          {apiKey.prefix}…
        </p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-gray-600 sm:grid-cols-3 dark:text-gray-400">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd className="text-gray-900 dark:text-gray-200">{formatDate(apiKey.created_at)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last used</dt>
            <dd className="text-gray-900 dark:text-gray-200">{apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : 'Never'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{expired ? 'Expired' : 'Expires'}</dt>
            <dd className="text-gray-900 dark:text-gray-200">{apiKey.expires_at ? formatDate(apiKey.expires_at) : 'Never'}</dd>
          </div>
        </dl>
      </div>
      <Button variant="secondary" size="sm" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`} className="self-start sm:self-center">
        Revoke
      </Button>
    </li>
  );
}

/** Issue 14: the Enterprise API keys on /developers — create (shown once), list, revoke. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // When the page opened: what has expired by then is marked so.
  const [now] = useState(() => Date.now());

  return (
    <section aria-labelledby="api-keys-heading" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 id="api-keys-heading" className="flex items-center gap-2 text-lg font-semibold text-gray-900 dark:text-white">
            <KeyRound aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
            API keys
          </h2>
          <p className="max-w-2xl text-sm text-gray-600 dark:text-gray-400">
            Keys let your apps and scripts generate, summarize, humanize and publish content and read analytics as you. They cannot change your
            password, billing or keys, and each has its own per-minute request limit.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={API_REFERENCE_URL} className={buttonStyles({ variant: 'secondary' })}>
            <BookOpen aria-hidden="true" className="size-4" />
            API reference
          </a>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Create key
          </Button>
        </div>
      </div>

      {keys.isPending && (
        <div role="status" aria-label="Loading your API keys" className="space-y-3">
          {[0, 1].map((i) => (
            <div key={i} aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />
          ))}
        </div>
      )}

      {keys.isError && (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(keys.error, 'Failed to load your API keys.')}</span>
          <button type="button" onClick={() => void keys.refetch()} className="rounded font-semibold underline underline-offset-2 hover:no-underline">
            Try again
          </button>
        </Alert>
      )}

      {keys.data && keys.data.length === 0 && (
        <div className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center dark:border-gray-700">
          <p className="font-medium text-gray-900 dark:text-white">No API keys yet</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Create a key to call the Inkwell API from your own code.</p>
        </div>
      )}

      {keys.data && keys.data.length > 0 && (
        <ul aria-label="API keys" className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
          {keys.data.map((key) => (
            <KeyRow key={key.id} apiKey={key} now={now} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      )}

      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
