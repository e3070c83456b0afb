import { classNames } from '../lib/class-names';

type SpinnerProps = {
  /** What is loading; announced to assistive technology. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' };

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={classNames('inline-flex', className)}>
      <span
        aria-hidden="true"
        className={classNames(
          'animate-spin rounded-full border-indigo-200 border-t-indigo-600 dark:border-indigo-900 dark:border-t-indigo-400',
          sizes[size],
        )}
      />
    </span>
  );
}
