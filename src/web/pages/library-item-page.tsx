/** One piece in the editor (issue 26): being built. */
export function LibraryItemPage() {
  return null;
}
