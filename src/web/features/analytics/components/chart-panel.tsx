import { Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { classNames } from '../../../lib/class-names';
import { CHART_COLORS_CLASS, CHART_HEIGHT } from './charts/chart-theme';

type ChartPanelProps = {
  title: string;
  description: string;
  /** Shown instead of the chart and its table while there is nothing to draw. */
  empty: ReactNode | null;
  /** The chart's numbers as a table (the same data): for screen readers always, on screen on request. */
  table: (options: { visuallyHidden: boolean }) => ReactNode;
  /** The chart itself, loaded on demand with the chart library (given the panel's title as its own). */
  chart: ReactNode;
  /** Under a drawn chart: what it leaves out, and why. */
  note?: string | null;
};

/** One chart in a card: its title, a "Show as table" toggle, the chart (or its table), or an empty state. */
export function ChartPanel({ title, description, empty, table, chart, note }: ChartPanelProps) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
            {title}
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
        </div>
        {empty === null && (
          <Button variant="secondary" size="sm" onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )}
      </div>
      {empty ?? (
        <>
          {!asTable && (
            // Recharts' accessibility layer makes the chart a keyboard stop whose arrow keys move the tooltip;
            // the table below (read by screen readers even while the chart shows) carries the same numbers.
            <div className={classNames('min-w-0', CHART_COLORS_CLASS)} style={{ height: CHART_HEIGHT }}>
              <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />}>{chart}</Suspense>
            </div>
          )}
          {table({ visuallyHidden: !asTable })}
          {note && <p className="text-sm text-gray-600 dark:text-gray-400">{note}</p>}
        </>
      )}
    </section>
  );
}
