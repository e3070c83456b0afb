import { classNames } from '../lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 disabled:hover:bg-indigo-600 ' +
    'dark:bg-indigo-500 dark:hover:bg-indigo-400 dark:disabled:hover:bg-indigo-500 dark:text-white',
  secondary:
    'border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 disabled:hover:bg-white ' +
    'dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:disabled:hover:bg-gray-900',
  ghost:
    'text-gray-700 hover:bg-gray-100 hover:text-gray-900 ' +
    'dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
  danger:
    'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:hover:bg-red-600 ' +
    'dark:bg-red-600 dark:hover:bg-red-500',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** The look of a button, for <button>s and for links that act as buttons. */
export function buttonStyles(options: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  const { variant = 'primary', size = 'md', fullWidth = false } = options;
  return classNames(base, variants[variant], sizes[size], fullWidth && 'w-full');
}
