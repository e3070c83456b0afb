import type { CSSProperties } from 'react';
import { CONTENT_KINDS, HUMANIZED_KIND, SUMMARY_KIND, type HistoryType } from '../../../../../contract/content-kinds';

/**
 * Set on the box around every chart: the theme's colours (Tailwind's palette variables), with their
 * dark-mode values, as the only colours the charts use. SVG attributes read CSS variables, so the
 * charts follow the colour scheme without reading it in script.
 */
export const CHART_COLORS_CLASS = [
  '[--chart-grid:var(--color-gray-200)] dark:[--chart-grid:var(--color-gray-800)]',
  '[--chart-text:var(--color-gray-600)] dark:[--chart-text:var(--color-gray-400)]',
  '[--chart-cursor:var(--color-gray-100)] dark:[--chart-cursor:var(--color-gray-800)]',
  '[--chart-surface:var(--color-white)] dark:[--chart-surface:var(--color-gray-900)]',
  '[--chart-border:var(--color-gray-200)] dark:[--chart-border:var(--color-gray-700)]',
  '[--chart-ink:var(--color-gray-900)] dark:[--chart-ink:var(--color-gray-100)]',
  '[--chart-1:var(--color-indigo-600)] dark:[--chart-1:var(--color-indigo-400)]',
  '[--chart-2:var(--color-sky-600)] dark:[--chart-2:var(--color-sky-400)]',
  '[--chart-3:var(--color-emerald-600)] dark:[--chart-3:var(--color-emerald-400)]',
  '[--chart-4:var(--color-amber-500)] dark:[--chart-4:var(--color-amber-300)]',
  '[--chart-5:var(--color-rose-600)] dark:[--chart-5:var(--color-rose-400)]',
  '[--chart-6:var(--color-gray-500)] dark:[--chart-6:var(--color-gray-300)]',
  '[--chart-7:var(--color-violet-600)] dark:[--chart-7:var(--color-violet-400)]',
  '[--chart-8:var(--color-teal-600)] dark:[--chart-8:var(--color-teal-400)]',
  '[--chart-failure:var(--color-red-600)] dark:[--chart-failure:var(--color-red-400)]',
].join(' ');

/** The generators' colours, taken in the order the contract lists the kinds (a new kind takes the next). */
const GENERATOR_COLORS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-7)', 'var(--chart-8)'];

/** One colour per kind of content: the generators in order, then summaries and humanized versions. */
export const KIND_COLORS = {
  ...Object.fromEntries(CONTENT_KINDS.map((kind, i) => [kind.id, GENERATOR_COLORS[i % GENERATOR_COLORS.length]!])),
  [SUMMARY_KIND.id]: 'var(--chart-5)',
  [HUMANIZED_KIND.id]: 'var(--chart-6)',
} as Record<HistoryType, string>;

export const INTERACTION_COLORS = { likes: 'var(--chart-5)', comments: 'var(--chart-2)', shares: 'var(--chart-3)' } as const;

export const OUTCOME_COLORS = { succeeded: 'var(--chart-3)', failed: 'var(--chart-failure)' } as const;

export const USAGE_COLOR = 'var(--chart-1)';

export const CHART_HEIGHT = 256;

export const axisTick = { fill: 'var(--chart-text)', fontSize: 12 };

export const gridStroke = 'var(--chart-grid)';

/** The tooltip box and its text, in the page's colours. */
export const tooltipStyles: { contentStyle: CSSProperties; labelStyle: CSSProperties; itemStyle: CSSProperties; cursor: { fill: string } } = {
  contentStyle: {
    backgroundColor: 'var(--chart-surface)',
    border: '1px solid var(--chart-border)',
    borderRadius: '0.5rem',
    color: 'var(--chart-ink)',
    fontSize: '0.8125rem',
  },
  labelStyle: { color: 'var(--chart-ink)', fontWeight: 600 },
  itemStyle: { padding: 0 },
  cursor: { fill: 'var(--chart-cursor)' },
};

export const legendStyle: CSSProperties = { fontSize: '0.8125rem', color: 'var(--chart-text)' };
