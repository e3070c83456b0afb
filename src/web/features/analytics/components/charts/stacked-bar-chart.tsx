import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, CHART_HEIGHT, gridStroke, legendStyle, tooltipStyles } from './chart-theme';

export type ChartSeries = { key: string; label: string; color: string };
export type ChartRow = Record<string, string | number | null>;

export type StackedBarChartProps = {
  /** The chart's accessible name (its panel's heading) and description. */
  title: string;
  description: string;
  rows: ChartRow[];
  /** The row field each bar is for (a day, a platform, a counter). */
  categoryKey: string;
  series: ChartSeries[];
  /** 'columns': categories along the bottom (days); 'rows': one bar across per category, so names stay readable on a phone. */
  orientation: 'columns' | 'rows';
  formatCategory?: (category: string) => string;
  /** How a value reads in the tooltip (null: unknown, never 0). */
  formatValue?: (value: number | null, row: ChartRow) => string;
  /** A fixed value axis (e.g. 0–100 for shares of a limit) and how its ticks read. */
  valueDomain?: [number, number];
  formatTick?: (value: number) => string;
};

const CATEGORY_AXIS_WIDTH = 104;

/**
 * Bars stacked per category, drawn by Recharts with its accessibility layer (the chart is one keyboard
 * stop; arrow keys move a tooltip that is announced). Sized by its box (`responsive`), coloured by the
 * CSS variables its panel sets.
 */
export function StackedBarChart({
  title,
  description,
  rows,
  categoryKey,
  series,
  orientation,
  formatCategory = (category) => category,
  formatValue = (value) => (value === null ? 'Not available' : new Intl.NumberFormat('en-US').format(value)),
  valueDomain,
  formatTick,
}: StackedBarChartProps) {
  const across = orientation === 'rows';
  const categoryAxis = {
    dataKey: categoryKey,
    type: 'category' as const,
    tick: axisTick,
    tickFormatter: (value: unknown) => formatCategory(String(value)),
    tickLine: false,
    stroke: gridStroke,
  };
  const valueAxis = {
    type: 'number' as const,
    tick: axisTick,
    allowDecimals: false,
    domain: valueDomain,
    tickFormatter: formatTick,
    tickLine: false,
    stroke: gridStroke,
  };

  return (
    <BarChart
      accessibilityLayer
      responsive
      title={title}
      desc={description}
      data={rows}
      layout={across ? 'vertical' : 'horizontal'}
      margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
      style={{ width: '100%', height: CHART_HEIGHT }}
    >
      <CartesianGrid stroke={gridStroke} vertical={across} horizontal={!across} />
      {across ? (
        <>
          <XAxis {...valueAxis} />
          <YAxis {...categoryAxis} width={CATEGORY_AXIS_WIDTH} />
        </>
      ) : (
        <>
          <XAxis {...categoryAxis} interval="preserveStartEnd" minTickGap={16} />
          <YAxis {...valueAxis} width={40} />
        </>
      )}
      <Tooltip
        {...tooltipStyles}
        filterNull={false}
        labelFormatter={(label) => (typeof label === 'string' ? formatCategory(label) : label)}
        formatter={(value, _name, item) => formatValue(typeof value === 'number' ? value : null, item.payload as ChartRow)}
      />
      {series.length > 1 && <Legend wrapperStyle={legendStyle} iconType="circle" iconSize={8} />}
      {series.map((s) => (
        <Bar key={s.key} dataKey={s.key} name={s.label} stackId="stack" fill={s.color} maxBarSize={across ? 20 : 32} />
      ))}
    </BarChart>
  );
}
