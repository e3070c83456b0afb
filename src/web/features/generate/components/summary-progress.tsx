import type { SummaryStage } from '../../../../contract/summaries';
import type { SummaryProgress as Progress } from '../../../lib/summary-progress';

/** What each stage of a summary is called while it runs. */
export const STAGE_LABELS: Record<SummaryStage, string> = {
  uploading: 'Uploading the file',
  fetching: 'Fetching the page',
  extracting: 'Reading the document',
  transcribing: 'Transcribing the recording',
  summarizing: 'Summarizing',
};

/** The upload's share sent, in whole percent: 100 only once every byte has gone. */
function percentOf({ sent, total }: { sent: number; total: number }): number {
  return total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
}

/** Where a summary stands before its text arrives: the upload bar, then the server's stage and its detail. */
export function SummaryProgress({ progress }: { progress: Progress }) {
  const percent = progress.upload ? percentOf(progress.upload) : null;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent dark:border-indigo-400 dark:border-t-transparent" />
        <span>
          {STAGE_LABELS[progress.stage]}
          {progress.detail && <span className="font-normal text-gray-600 dark:text-gray-400">{` · ${progress.detail}`}</span>}
        </span>
      </p>
      {progress.stage === 'uploading' && percent !== null && (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Upload"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
          >
            <div className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400" style={{ width: `${percent}%` }} />
          </div>
          <span className="w-12 text-right text-sm font-medium text-gray-700 tabular-nums dark:text-gray-300">{`${percent}%`}</span>
        </div>
      )}
    </div>
  );
}
