import { paths } from '../paths';

/** Where sign-in goes when nothing (or nothing safe) was asked for. */
export const DEFAULT_AFTER_SIGN_IN = paths.dashboard;

/** Pages that make no sense to come back to once signed in. */
const NOT_AFTER_SIGN_IN: ReadonlySet<string> = new Set([paths.login, paths.signup]);

/**
 * The page to open after signing in: `requested` when it is a path on this site, else /dashboard.
 * The value comes from navigation state that anyone can craft (a link, history.pushState), so it must
 * never lead off-site: `//host` and `/\host` are protocol-relative to browsers, `javascript:` runs code.
 */
export function returnPathAfterSignIn(requested: unknown): string {
  if (typeof requested !== 'string') return DEFAULT_AFTER_SIGN_IN;
  // Only a single leading slash followed by a path character; no backslashes or control characters anywhere.
  if (!/^\/(?![/\\])/.test(requested) || hasUnsafeCharacter(requested)) return DEFAULT_AFTER_SIGN_IN;
  const base = 'https://inkwell.invalid';
  let url: URL;
  try {
    url = new URL(requested, base);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== base || NOT_AFTER_SIGN_IN.has(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Browsers drop tabs and newlines from URLs and read a backslash as a slash: `/\t/host` is `//host`. */
function hasUnsafeCharacter(text: string): boolean {
  return [...text].some((character) => character === '\\' || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/** The navigation state the guard leaves for the login page: the page that was asked for. */
export type ReturnToState = { from?: unknown };

export function returnToState(location: { pathname: string; search: string; hash: string }): ReturnToState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}
