import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../contract/auth';
import { clearToken, readToken } from '../session-token';
import { getMe } from './api/get-me';

/**
 * Whether the page is being left (a reload, a typed address): the browser then cuts off the requests in
 * flight, and such a fetch failed because of the visitor's navigation, not because of the session.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  const leave = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  // Back from the back-forward cache: the page is in use again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * The session: with a stored token, the current user; otherwise null.
 * A failed fetch clears the token and the user (docs/product/states.md#session, docs/product/errors.md#sign-in), so this query never errors.
 * One cut off because the page is being left keeps the token: the next page checks it again.
 */
async function fetchSession(): Promise<User | null> {
  if (!readToken()) return null;
  try {
    return await getMe();
  } catch {
    if (!leaving) clearToken();
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: fetchSession,
  staleTime: Infinity,
  retry: false,
  // Without a stored token nobody is signed in, known at once: the first render (and the hydration of a
  // prerendered page, rendered signed out) shows the signed-out page rather than a loading state.
  initialData: () => (readToken() ? undefined : null),
});
