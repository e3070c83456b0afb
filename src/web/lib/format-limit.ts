/** A monthly limit for display; null means unlimited (docs/product/limits.md#plans). */
export function formatLimit(limit: number | null): string {
  return limit === null ? 'Unlimited' : String(limit);
}
