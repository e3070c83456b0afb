/** The shared look of text inputs and text areas. */
export const inputStyles =
  'block w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-sm text-gray-900 shadow-sm ' +
  'placeholder:text-gray-500 focus:border-indigo-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500/40 ' +
  'disabled:cursor-not-allowed disabled:bg-gray-100 ' +
  'dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:disabled:bg-gray-800';

export const labelStyles = 'mb-1.5 block text-sm font-medium text-gray-800 dark:text-gray-200';
