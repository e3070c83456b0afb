import { timingSafeEqual } from 'node:crypto';
import type { PublishPlatform } from '../../../contract/social';

/**
 * The cookie that binds a connection to the browser that started it, so that a link one creator
 * started cannot connect an account in another creator's browser. The start call (a same-origin fetch
 * from the app) sets it; the platform's redirect back to the callback is a top-level navigation, which
 * SameSite=Lax still lets it ride on. It holds the state's hash, never the state, and lives as long as
 * the state. One cookie per platform, so connecting two platforms at once in one browser works; a
 * second start for the same platform replaces the first.
 */
export const CONNECT_COOKIE_PATH = '/api/social/oauth';

const cookieName = (platform: PublishPlatform) => `inkwell_connect_${platform}`;

export interface ConnectCookieOptions {
  platform: PublishPlatform;
  /** Marked Secure when the app is served over https. */
  secure: boolean;
}

/** The Set-Cookie value for a started connection. */
export function connectCookie(opts: ConnectCookieOptions & { stateHash: string; maxAgeMs: number }): string {
  return serialise(opts, opts.stateHash, Math.floor(opts.maxAgeMs / 1000));
}

/** The Set-Cookie value that removes it (the callback used the state up, whatever the outcome). */
export function clearedConnectCookie(opts: ConnectCookieOptions): string {
  return serialise(opts, '', 0);
}

function serialise(opts: ConnectCookieOptions, value: string, maxAgeSeconds: number): string {
  const attributes = [`${cookieName(opts.platform)}=${value}`, `Path=${CONNECT_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (opts.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The platform's cookie from a Cookie header: the first of that name (the browser sends the most specific first). */
export function readConnectCookie(header: string | undefined, platform: PublishPlatform): string | undefined {
  if (!header) return undefined;
  const prefix = `${cookieName(platform)}=`;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(prefix)) return pair.slice(prefix.length);
  }
  return undefined;
}

/** Whether the browser's cookie names this state, compared in constant time. */
export function cookieMatchesState(cookie: string | undefined, stateHash: string): boolean {
  if (!cookie) return false;
  const given = Buffer.from(cookie);
  const expected = Buffer.from(stateHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
