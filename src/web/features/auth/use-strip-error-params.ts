import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

const ERROR_PARAMS = ['error', 'google_error'];

/** docs/product/screens.md#login-and-signup: the login and signup pages drop `error` and `google_error` from the address on load. */
export function useStripErrorParams(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasErrorParam = ERROR_PARAMS.some((name) => searchParams.has(name));

  useEffect(() => {
    if (!hasErrorParam) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ERROR_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [hasErrorParam, setSearchParams]);
}
