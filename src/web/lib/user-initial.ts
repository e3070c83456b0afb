/** The avatar letter: the name's first letter upper-cased, 'U' when there is no name (docs/product/screens.md#shared-header). */
export function userInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}
