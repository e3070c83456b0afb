/** What the library's routes say to a creator, written once (docs/conventions.md#naming-and-files). */
export const LIBRARY_MESSAGES = {
  /** An unknown id, a malformed one, or another creator's piece: the same answer for each. */
  notFound: 'This piece is not in your library. It may have been deleted.',
  /** docs/product/api.md#library: `from` after `to`. */
  daysReversed: 'The start date must be on or before the end date.',
} as const;
