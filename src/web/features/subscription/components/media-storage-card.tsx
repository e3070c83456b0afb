import { formatMegabytes } from '../../../../contract/social';
import { RetryAlert } from '../../../components/retry-alert';
import { useMediaUsage } from '../api/get-media-usage';

/** How much of the plan's media storage (images and videos uploaded to publish) is in use. */
export function MediaStorageCard() {
  const usage = useMediaUsage();
  const data = usage.data;
  const share = data && data.limit_bytes > 0 ? Math.min(1, data.used_bytes / data.limit_bytes) : 0;
  const full = data !== undefined && data.used_bytes >= data.limit_bytes;

  return (
    <section
      aria-labelledby="media-storage-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="media-storage-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Media storage
      </h2>
      {usage.isPending && <div className="mt-4 h-10 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" aria-hidden="true" />}
      {usage.isError && (
        <div className="mt-4">
          <RetryAlert message="We couldn't load your media storage." onRetry={() => void usage.refetch()} />
        </div>
      )}
      {data && (
        <>
          <p className="mt-2 text-sm text-gray-900 tabular-nums dark:text-white">
            {`Media storage: ${formatMegabytes(data.used_bytes)} of ${formatMegabytes(data.limit_bytes)}`}
          </p>
          <div
            role="progressbar"
            aria-label="Media storage used"
            aria-valuemin={0}
            aria-valuemax={data.limit_bytes}
            aria-valuenow={Math.min(data.used_bytes, data.limit_bytes)}
            aria-valuetext={`${formatMegabytes(data.used_bytes)} of ${formatMegabytes(data.limit_bytes)}`}
            className="mt-3 h-1.5 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800"
          >
            <div
              className={full ? 'h-full rounded-full bg-amber-500' : 'h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500'}
              style={{ width: `${share * 100}%` }}
            />
          </div>
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
            {full ? 'Your media storage is full. ' : ''}
            Images and videos you upload to publish count here. Uploads not published with a post are deleted after 24 hours, published ones 7 days after their post.
          </p>
        </>
      )}
    </section>
  );
}
