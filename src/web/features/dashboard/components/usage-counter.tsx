type UsageCounterProps = {
  label: string;
  used: number;
  /** null: no cap (the count is shown alone); undefined: the plan is not loaded yet. */
  limit: number | null | undefined;
  /** Says "No monthly cap" under an uncapped count (not when the whole plan is uncapped: that is said once, above). */
  noCapNote?: boolean;
};

export function UsageCounter({ label, used, limit, noCapNote = true }: UsageCounterProps) {
  const share = typeof limit === 'number' && limit > 0 ? Math.min(1, used / limit) : 0;
  const full = typeof limit === 'number' && used >= limit;
  // Without a cap there is nothing to count against: "12", not "12 / Unlimited" (which wraps on a phone).
  // A feature the plan lacks has nothing to count either: a dash, and the reason under it (never "0 / 0").
  const shown = limit === null ? String(used) : limit === 0 && used === 0 ? '—' : `${used} / ${limit === undefined ? '…' : limit}`;

  return (
    <div className="flex-1 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4 dark:border-gray-800 dark:bg-gray-900">
      <p className="text-xs font-medium text-gray-600 sm:text-sm dark:text-gray-400">{label}</p>
      <p className="mt-1 text-lg font-bold tracking-tight text-gray-900 tabular-nums sm:text-2xl dark:text-white">{shown}</p>
      {typeof limit === 'number' && limit > 0 && (
        <div
          role="progressbar"
          aria-label={`${label} used this month`}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-gray-100 sm:mt-3 dark:bg-gray-800"
        >
          <div
            className={full ? 'h-full rounded-full bg-amber-500' : 'h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500'}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      )}
      {limit === null && noCapNote && <p className="mt-2 text-xs font-medium text-emerald-700 sm:mt-3 dark:text-emerald-300">No monthly cap</p>}
      {limit === 0 && <p className="mt-2 text-xs text-gray-600 sm:mt-3 dark:text-gray-400">Not in your plan</p>}
    </div>
  );
}
