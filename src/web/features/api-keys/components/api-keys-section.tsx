/** Being built (issue 14). */
export function ApiKeysSection() {
  return null;
}
