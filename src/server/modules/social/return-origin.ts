import type { FastifyRequest } from 'fastify';
import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';
import { HttpError } from '../../lib/http-error';

/**
 * Where a connection returns to (issue 24): the address the creator's browser has Inkwell open at,
 * where their session is. A browser keeps the session per address, so a creator signed in at
 * http://127.0.0.1:3000 who is sent back to http://localhost:3000 (APP_URL) lands signed out.
 *
 * The address comes from the request: the page that made it (the Origin header, sent with a POST; else
 * the Referer's origin, which a same-origin fetch sends under the app's strict-origin-when-cross-origin
 * policy), else the Host it came to (X-Forwarded-Host and -Proto only when TRUST_PROXY is on, as Fastify
 * reads them). All of these are the caller's to choose, which is safe here for one reason: the
 * answer goes back only to that caller, on a route that needs the creator's bearer token, and a
 * browser sends that token only from the app's own pages (it is kept per address, never in a cookie).
 * A third party cannot choose the address for a creator, so this is no open redirect; the rules below
 * narrow it further to the shapes a local install is reached by.
 */
export interface SeenOrigin {
  origin: string;
  /** `page` when the browser said where its page is (Origin, Referer); `host` when only the Host header did. */
  from: 'page' | 'host';
}

type OriginRequest = Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>;

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The address the request says the creator is at, or null when it says nothing usable. */
export function seenOrigin(req: OriginRequest): SeenOrigin | null {
  const page = originOf(req.headers.origin) ?? originOf(req.headers.referer);
  if (page) return { origin: page, from: 'page' };
  const host = req.host.toLowerCase();
  const origin = originOf(`${req.protocol}://${host}`);
  // A Host carrying more than host and port (a path, credentials) is not an address the app is at.
  return origin && origin === `${req.protocol}://${host}` ? { origin, from: 'host' } : null;
}

/** A name that always means the machine the browser runs on (RFC 6761 for localhost and its subdomains). */
function isLoopback(url: URL): boolean {
  const name = url.hostname;
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** How another device on the network reaches a machine: its IP address, or its mDNS name (name.local); never a domain. */
function isMachineAddress(url: URL): boolean {
  const name = url.hostname;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[') || name.endsWith('.local');
}

export interface ReturnOriginOptions {
  appUrl: string;
  seen: SeenOrigin | null;
  platform: PublishPlatform;
  /** Inkwell's demo connection (its consent page and callback are Inkwell's own) rather than the real platform. */
  demo: boolean;
}

/**
 * The base address (APP_URL's form: origin and any path) the consent page and callback use:
 * - APP_URL when the creator is there, or when the request does not say where they are;
 * - in demo mode, on a local install (APP_URL on a loopback address), the creator's own address when it
 *   has APP_URL's scheme (the connection cookie's Secure flag follows it) and is either a loopback
 *   name (the same machine under another name, or the dev server's port) or a machine's address (an IP
 *   address or a name.local) with APP_URL's port (the same server reached from another device on the network);
 * - when only the Host header speaks and APP_URL is not a loopback address: APP_URL, as before, since a
 *   reverse proxy that does not pass the Host on makes every request look like it came to another address.
 * Otherwise the start is refused (409) with what to do: a real platform sends the creator back only to
 * the redirect URI registered for APP_URL, and a deployed server is reached at one address.
 */
export function returnBase(opts: ReturnOriginOptions): string {
  const app = new URL(opts.appUrl);
  const { seen } = opts;
  if (!seen || seen.origin === app.origin) return opts.appUrl;
  if (!isLoopback(app) && seen.from === 'host') return opts.appUrl;
  const there = new URL(seen.origin);
  if (opts.demo && isLoopback(app) && there.protocol === app.protocol && (isLoopback(there) || (isMachineAddress(there) && there.port === app.port))) {
    return `${there.origin}${app.pathname.replace(/\/$/, '')}`;
  }
  throw new HttpError(409, wrongAddress(opts.platform, opts.appUrl, opts.demo));
}

/** What the creator reads when the start is refused: where to go, and why (docs/product/errors.md#social-accounts). */
export function wrongAddress(platform: PublishPlatform, appUrl: string, demo: boolean): string {
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const returns = demo ? 'Demo connections come back' : `${label} sends you back`;
  return `Open Inkwell at ${appUrl} to connect ${label}. ${returns} only to that address, and this page is open at another one, so you would arrive signed out.`;
}
