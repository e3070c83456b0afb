import { useCallback, useState } from 'react';
import { errorMessage } from './api-error';

type RunOptions = {
  /** Whether `submitting` is true while the action runs; false for actions that must not disable the form. */
  trackPending?: boolean;
};

/**
 * The error and pending state of a form's submit. `run` clears the error, runs the action and, when it
 * throws, shows the server's detail or the fallback (SPEC §8); it resolves to whether the action succeeded.
 */
export function useSubmitAction() {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const run = useCallback(
    async (action: () => Promise<unknown>, fallback: string, { trackPending = true }: RunOptions = {}): Promise<boolean> => {
      setError(null);
      if (trackPending) setSubmitting(true);
      try {
        await action();
        return true;
      } catch (failure) {
        setError(errorMessage(failure, fallback));
        return false;
      } finally {
        if (trackPending) setSubmitting(false);
      }
    },
    [],
  );

  return { error, setError, submitting, run };
}
