import { Alert } from './alert';

/** A failed load, with a way to try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-md font-semibold underline underline-offset-2 hover:no-underline"
      >
        Try again
      </button>
    </Alert>
  );
}
