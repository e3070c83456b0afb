/** Being built (issue 14). */
export function WebhooksSection() {
  return null;
}
