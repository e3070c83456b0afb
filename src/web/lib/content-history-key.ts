/**
 * Every history query starts with this key. Whatever makes a piece (a generation, a summary)
 * invalidates them all, so Recent Content shows it.
 */
export const contentHistoryKey = ['content', 'history'] as const;
