import { lazy } from 'react';

/**
 * The chart, with Recharts, loads when /analytics first draws one: the library stays out of every
 * other route's files (vite.config.ts splits by dynamic import).
 */
export const LazyStackedBarChart = lazy(async () => ({ default: (await import('./charts/stacked-bar-chart')).StackedBarChart }));
