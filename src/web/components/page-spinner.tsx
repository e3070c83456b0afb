import { Spinner } from './spinner';

/** A centred spinner filling the viewport, while a page or the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gray-50 dark:bg-gray-950">
      <Spinner label={label} size="lg" />
    </div>
  );
}
