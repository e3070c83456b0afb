import { useId } from 'react';
import type { ContentVersion } from '../../../../contract/library';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { EDITOR_MESSAGES } from '../editor-messages';
import { versionSource, versionTitle } from '../version-label';

const numberFormat = new Intl.NumberFormat('en-US');

type VersionsPanelProps = {
  versions: ContentVersion[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The piece's current version: the newest. */
  current: number;
  /** A restore or another change is running: no second one meanwhile. */
  busy: boolean;
  onCompare: (version: ContentVersion) => void;
  onRestore: (version: ContentVersion) => void;
};

/** Every version of the piece, newest first, each with where it came from; compare any with the text now, restore an older one. */
export function VersionsPanel({ versions, loading, failed, onRetry, current, busy, onCompare, onRestore }: VersionsPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 dark:border-gray-800 dark:bg-gray-900">
      <div>
        <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
          Versions
        </h2>
        <p className="mt-0.5 text-sm text-gray-600 dark:text-gray-400">
          Every save, humanized text and new draft is kept. Restoring one makes it the newest; nothing is lost.
        </p>
      </div>
      {loading && <Spinner size="sm" label="Loading the versions" />}
      {failed && !versions && <RetryAlert message={EDITOR_MESSAGES.versionsLoadFailed} onRetry={onRetry} />}
      {versions && (
        <ol aria-labelledby={headingId} className="divide-y divide-gray-100 dark:divide-gray-800">
          {versions.map((version) => {
            const isCurrent = version.n === current;
            return (
              <li key={version.n} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900 dark:text-white">
                    {versionTitle(version)}
                    {isCurrent && <Badge tone="success">Current</Badge>}
                  </p>
                  <p className="text-gray-600 dark:text-gray-400">
                    {`${versionSource(version)} · ${formatDateTime(version.created_at)} · ${numberFormat.format(version.words)} ${version.words === 1 ? 'word' : 'words'}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => onCompare(version)} aria-label={`Compare version ${version.n} with your text`}>
                    Compare
                  </Button>
                  {!isCurrent && (
                    <Button variant="secondary" size="sm" onClick={() => onRestore(version)} disabled={busy} aria-label={`Restore version ${version.n}`}>
                      Restore
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
