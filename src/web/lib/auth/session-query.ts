import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../contract/auth';
import { clearToken, readToken } from '../session-token';
import { getMe } from './api/get-me';

/**
 * The session: with a stored token, the current user; otherwise null.
 * A failed fetch clears the token and the user (docs/product/states.md#session, docs/product/errors.md#sign-in), so this query never errors.
 */
async function fetchSession(): Promise<User | null> {
  if (!readToken()) return null;
  try {
    return await getMe();
  } catch {
    clearToken();
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
