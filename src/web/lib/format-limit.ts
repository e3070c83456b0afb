/** A monthly limit for display; null means unlimited (DESIGN §1). */
export function formatLimit(limit: number | null): string {
  return limit === null ? 'Unlimited' : String(limit);
}
