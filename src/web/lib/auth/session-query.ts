import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../contract/auth';
import { ApiError } from '../api-error';
import { clearToken, readToken } from '../session-token';
import { getMe } from './api/get-me';

/**
 * Whether the page is being left (a reload, a typed address): the browser then cuts off the requests in
 * flight, and such a fetch failed because of the visitor's navigation, not because of the session.
 */
let leaving = false;
/** A page still here this long after beforeunload was not left (the visitor stayed, e.g. at a leave prompt). */
const STAYED_MS = 3000;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
    window.setTimeout(() => {
      leaving = false;
    }, STAYED_MS);
  });
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page is in use again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * The session: with a stored token, the current user; otherwise null.
 * A failed fetch clears the token and the user (docs/product/states.md#session, docs/product/errors.md#sign-in), so this query never errors.
 * One cut off (no answer) because the page is being left keeps the token: the next page checks it again.
 */
async function fetchSession(): Promise<User | null> {
  if (!readToken()) return null;
  try {
    return await getMe();
  } catch (error) {
    // The server's answer (401 and the like) always ends the session; only a request that got no answer
    // while the page was being left keeps the token.
    if (error instanceof ApiError || !leaving) clearToken();
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
