/** Brand voices (issue 28): being built. */
export function VoicesPage() {
  return null;
}
