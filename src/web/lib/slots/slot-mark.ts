/**
 * How a fill-in slot looks wherever a draft is shown (docs/product/posts.md#fill-in-slots): amber behind
 * the words with a dotted underline (not colour alone), a lighter amber on dark backgrounds. The editor,
 * the formatted draft and the plain-text draft use the same classes, so a slot looks the same in each.
 */
export const SLOT_MARK_CLASS =
  'rounded-sm bg-amber-100 text-amber-950 underline decoration-amber-600 decoration-dotted underline-offset-4 dark:bg-amber-400/25 dark:text-amber-50 dark:decoration-amber-300';

/** What a slot says it is to a pointer (its title) and to a screen reader. */
export const SLOT_DESCRIPTION = 'Fill this in';
