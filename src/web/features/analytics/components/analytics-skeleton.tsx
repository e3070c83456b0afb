const block = 'animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-800';

/** The page's shape while the first numbers load. */
export function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading analytics" className="space-y-6">
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className={`h-32 ${block}`} />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((chart) => (
          <div key={chart} className={`h-80 ${block}`} />
        ))}
      </div>
    </div>
  );
}
