import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { AuthResponse } from '../../../contract/auth';
import { clearToken, storeToken } from '../session-token';
import { forgetFirstSession, rememberSessionStart, type SessionStart } from './first-session';
import { googleSignIn } from './api/google-sign-in';
import { login as loginRequest } from './api/login';
import { logout as logoutRequest } from './api/logout';
import { signup as signupRequest } from './api/signup';
import { AuthContext, type AuthState } from './auth-context';
import { sessionQueryOptions } from './session-query';
import { useAfterSignIn } from './use-after-sign-in';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  const session = useQuery(sessionQueryOptions);

  const startSession = useCallback(
    (response: AuthResponse, start: SessionStart) => {
      storeToken(response.access_token);
      rememberSessionStart(response.user, start);
      queryClient.setQueryData(sessionQueryOptions.queryKey, response.user);
      afterSignIn();
    },
    [afterSignIn, queryClient],
  );

  const value = useMemo<AuthState>(
    () => ({
      user: session.data ?? null,
      loading: session.isPending,
      login: async (credentials) => startSession(await loginRequest(credentials), 'login'),
      signup: async (details) => startSession(await signupRequest(details), 'signup'),
      loginWithGoogle: async (idToken) => startSession(await googleSignIn(idToken), 'google'),
      logout: async () => {
        // The server revokes the session; if it cannot be reached, signing out locally still must work.
        await logoutRequest().catch(() => undefined);
        clearToken();
        forgetFirstSession();
        queryClient.setQueryData(sessionQueryOptions.queryKey, null);
        // Drop everything cached for this user before anyone else signs in on this browser.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0] });
      },
      refreshUser: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
    }),
    [queryClient, session.data, session.isPending, startSession],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
