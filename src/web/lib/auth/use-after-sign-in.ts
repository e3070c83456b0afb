import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnPathAfterSignIn, type ReturnToState } from './return-to';

/**
 * The one place sign-in success navigates (login, signup, Google): back to the page the guard sent the
 * visitor away from, when it is a path on this site (docs/product/states.md#session otherwise: /dashboard).
 */
export function useAfterSignIn(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // Read at call time, so the callback stays stable across navigations.
  const state = useRef<ReturnToState | null>(null);
  useEffect(() => {
    state.current = (location.state as ReturnToState | null) ?? null;
  }, [location.state]);

  return useCallback(() => {
    void navigate(returnPathAfterSignIn(state.current?.from));
  }, [navigate]);
}
