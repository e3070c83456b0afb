const counts = new Intl.NumberFormat('en-US');
const averages = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "12,345". */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** "4.5": an average, to one decimal. */
export function formatAverage(value: number): string {
  return averages.format(value);
}
