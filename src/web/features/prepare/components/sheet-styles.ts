/** The part of the sheet that scrolls (its fields' focus rings kept inside it). */
export const SCROLLED = '-mx-6 min-h-0 grow overflow-y-auto px-6 pt-1 pb-4';

/** The buttons below it, always in view. */
export const FOOTER = '-mx-6 space-y-3 border-t border-gray-100 px-6 pt-4 dark:border-gray-800';
