/** The creator's time zone and weekly queue slots, with best-time suggestions (placed on /calendar). */
export function QueueSettings() {
  return null;
}
