import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Tier } from '../../contract/plans';
import type { PublishPlatform } from '../../contract/social';
import { users } from '../db/schema';
import { newUser, signUp, type TestApp } from './build-test-app';

export type Auth = Record<string, string>;

/** A signed-up creator on a plan (set before the first authenticated call, so no session cache holds the old tier). */
export async function creator(t: TestApp, opts: { tier?: Tier; name?: string } = {}) {
  const user = await signUp(t.app, newUser(opts.name ? { name: opts.name } : {}));
  if (opts.tier && opts.tier !== 'free') await t.database.db.update(users).set({ subscriptionTier: opts.tier }).where(eq(users.id, user.id));
  return user;
}

/**
 * A browser's cookies, as far as connecting goes: what the start call sets, sent back to the callback
 * (every cookie here is scoped to /api/social/oauth, where both live), dropped when a response expires it.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  /** `at`: the address the browser has Inkwell open at (the app's APP_URL unless given). */
  constructor(readonly at?: string) {}

  /** What a browser at this address sends about where its page is: Host and Referer (a GET) or Origin (a POST). */
  pageHeaders(app: FastifyInstance, method: 'GET' | 'POST' = 'GET'): Record<string, string> {
    const url = new URL(this.at ?? app.config.appUrl);
    return { host: url.host, ...(method === 'GET' ? { referer: `${url.origin}/social-accounts` } : { origin: url.origin }) };
  }

  /** The Cookie header this browser sends, if it holds any. */
  cookieHeader(): Record<string, string> {
    return this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
  }

  /** Keeps what a response's Set-Cookie headers say. */
  receive(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }
}

/** The browser a test's helpers act in unless given another: one per app. */
const defaultBrowsers = new WeakMap<FastifyInstance, Browser>();
export function defaultBrowser(app: FastifyInstance): Browser {
  let browser = defaultBrowsers.get(app);
  if (!browser) defaultBrowsers.set(app, (browser = new Browser()));
  return browser;
}

/** GET /api/social/oauth/{platform} in a browser: the authorization URL (the browser keeps the cookie). */
export async function authorizationUrl(app: FastifyInstance, auth: Auth, platform: PublishPlatform, browser = defaultBrowser(app)): Promise<URL> {
  const res = await app.inject({ url: `/api/social/oauth/${platform}`, headers: { ...browser.pageHeaders(app), ...auth, ...browser.cookieHeader() } });
  expect(res.statusCode, res.body).toBe(200);
  browser.receive(res.headers['set-cookie']);
  return new URL(res.json<{ authorization_url: string }>().authorization_url);
}

/** GET /api/social/oauth/{platform}: the authorization URL's state. */
export async function startConnect(app: FastifyInstance, auth: Auth, platform: PublishPlatform, browser = defaultBrowser(app)): Promise<string> {
  return (await authorizationUrl(app, auth, platform, browser)).searchParams.get('state')!;
}

/** The demo consent page's Authorize: the callback URL (path and query) to follow. */
export async function demoAuthorize(app: FastifyInstance, auth: Auth, platform: PublishPlatform, state: string, browser = defaultBrowser(app)): Promise<string> {
  const url = await demoCallbackUrl(app, auth, platform, state, browser);
  return `${url.pathname}${url.search}`;
}

/** The demo consent page's Authorize: the whole callback URL the browser is sent to. */
export async function demoCallbackUrl(app: FastifyInstance, auth: Auth, platform: PublishPlatform, state: string, browser = defaultBrowser(app)): Promise<URL> {
  const res = await app.inject({ method: 'POST', url: '/api/social/demo/authorize', headers: { ...browser.pageHeaders(app, 'POST'), ...auth }, payload: { platform, state } });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<{ redirect_url: string }>().redirect_url);
}

/** Follows a callback URL as the browser does, with its cookies: where it was sent next. */
export async function followCallback(app: FastifyInstance, path: string, browser = defaultBrowser(app)): Promise<URL> {
  const res = await app.inject({ url: path, headers: browser.cookieHeader() });
  expect(res.statusCode, res.body).toBe(302);
  browser.receive(res.headers['set-cookie']);
  return new URL(res.headers.location as string, 'http://app.test');
}

/** The whole demo connection, start to callback; the page the browser lands on. */
export async function connectDemo(app: FastifyInstance, auth: Auth, platform: PublishPlatform): Promise<URL> {
  const state = await startConnect(app, auth, platform);
  return followCallback(app, await demoAuthorize(app, auth, platform, state));
}

/** The smallest PNG file-type recognises: its signature and an IHDR chunk. */
export function pngBytes(extra = 0): Buffer {
  const ihdr = Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.alloc(extra)]);
}

/** An MPEG-4 file's opening `ftyp` box (brand isom), padded to `bytes`. */
export function mp4Bytes(bytes = 1024): Buffer {
  const ftyp = Buffer.concat([Buffer.from('00000020', 'hex'), Buffer.from('ftypisom'), Buffer.from('00000200', 'hex'), Buffer.from('isomiso2avc1mp41')]);
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, bytes - ftyp.length))]);
}

/** POST /api/social/media with one file, as a browser's form sends it. */
export async function uploadMedia(app: FastifyInstance, auth: Auth, file: { name: string; bytes: Uint8Array; type?: string } | null) {
  const form = new FormData();
  if (file) form.set('file', new Blob([Buffer.from(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const body = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/social/media',
    headers: { ...auth, 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}
