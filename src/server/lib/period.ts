/** The usage period of a moment: its calendar month in UTC, 'YYYY-MM' (docs/product/limits.md#usage-counting). */
export function usagePeriod(at: Date = new Date()): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}
