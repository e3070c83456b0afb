import { createContext } from 'react';
import type { LoginRequest, SignupRequest, User } from '../../../contract/auth';

export type AuthState = {
  /** The signed-in user, or null when nobody is signed in (or the first check is still running). */
  user: User | null;
  /** True until the first session check has ended (docs/product/states.md#session). */
  loading: boolean;
  /** Each of these stores the token, sets the user and goes back to the page asked for (else /dashboard); it throws on failure. */
  login: (credentials: LoginRequest) => Promise<void>;
  signup: (details: SignupRequest) => Promise<void>;
  loginWithGoogle: (idToken: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Fetches the user again, e.g. after a generation changed the usage counters. */
  refreshUser: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);
