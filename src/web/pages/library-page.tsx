/** The library (issue 26): being built. */
export function LibraryPage() {
  return null;
}
