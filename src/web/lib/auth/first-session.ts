import type { User } from '../../../contract/auth';

/**
 * Whether the session in this browser tab is the account's first: the one sign-up started, or a Google
 * sign-in that created the account. The dashboard greets that creator with "Welcome", everyone else with
 * "Welcome back". The mark is the account's id in sessionStorage: a reload keeps it, while a new tab, a
 * later sign-in or signing out ends it.
 */
const KEY = 'inkwell.first-session';

/**
 * A Google sign-in answers the same whether it created the account or not: it counts as the account's
 * first when the account is this recent (generous, for a browser clock a few minutes off).
 */
const NEW_ACCOUNT_MS = 10 * 60_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (private modes, policies): the greeting then says "Welcome back".
    return null;
  }
}

/** How a session started: sign-up always makes a new account; a Google sign-in may have. */
export type SessionStart = 'signup' | 'login' | 'google';

/** Called as a session starts: marks the tab when this session is the account's first, else clears the mark. */
export function rememberSessionStart(user: User, start: SessionStart, now = Date.now()): void {
  const first = start === 'signup' || (start === 'google' && now - Date.parse(user.created_at) < NEW_ACCOUNT_MS);
  try {
    if (first) storage()?.setItem(KEY, user.id);
    else storage()?.removeItem(KEY);
  } catch {
    // A full or blocked storage only costs the greeting.
  }
}

/** The session in this tab is this account's first. */
export function isFirstSession(user: User): boolean {
  try {
    return storage()?.getItem(KEY) === user.id;
  } catch {
    return false;
  }
}

/** Signing out ends the first session. */
export function forgetFirstSession(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
