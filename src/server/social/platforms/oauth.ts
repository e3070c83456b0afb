import * as oauth from 'oauth4webapi';
import { classifyHttpFailure, SocialError } from '../errors';
import type { PlatformTokens } from '../port';
import { assertSecureUrl, callSignal, isLoopback, networkFailure, parseRetryAfter, readFailureBody } from './http';

/**
 * How a platform wants the app to prove itself at its token endpoint: HTTP Basic (X), the client id and
 * secret in the form (LinkedIn, Google, Meta), or TikTok's `client_key` in place of `client_id`.
 */
export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'client_key_post';

/** A platform's OAuth 2.0 app: its endpoints and credentials, and what is odd about its answers. */
export interface OAuthApp {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint?: string;
  clientId: string;
  clientSecret: string;
  auth: ClientAuthMethod;
  timeoutMs: number;
  /**
   * Reshapes a platform's token answer into RFC 6749's before it is checked (Instagram wraps it in a
   * `data` array and names no `token_type`).
   */
  normalize?: (body: Record<string, unknown>) => Record<string, unknown>;
}

/** The consent page's URL: `response_type=code`, state, and PKCE S256 when a challenge is given. */
export function authorizationUrl(opts: {
  endpoint: string;
  clientId: string;
  /** TikTok names the client id `client_key`. */
  clientIdParam?: 'client_id' | 'client_key';
  redirectUri: string;
  scope: string;
  state: string;
  /** Omitted for platforms whose web flow has no PKCE (LinkedIn, Meta, TikTok web). */
  codeChallenge?: string;
  extra?: Record<string, string>;
}): string {
  const url = new URL(opts.endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set(opts.clientIdParam ?? 'client_id', opts.clientId);
  url.searchParams.set('redirect_uri', opts.redirectUri);
  url.searchParams.set('scope', opts.scope);
  url.searchParams.set('state', opts.state);
  if (opts.codeChallenge) {
    url.searchParams.set('code_challenge', opts.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  for (const [key, value] of Object.entries(opts.extra ?? {})) url.searchParams.set(key, value);
  return url.href;
}

const SIGN_IN_REFUSED = 'The platform refused the sign-in (it may have expired). Connect the account again.';
const APP_REFUSED = 'The platform did not accept Inkwell’s app credentials. Check the client id and secret in the server settings.';
const UNREADABLE_TOKENS = 'The platform answered the sign-in in a way Inkwell did not understand. Try again in a few minutes.';

/** The authorization code for tokens. `codeVerifier` undefined: the platform's flow has no PKCE. */
export async function exchangeCode(
  app: OAuthApp,
  opts: { code: string; codeVerifier?: string; redirectUri: string; signal?: AbortSignal },
): Promise<PlatformTokens> {
  const { as, client, clientAuth, options } = setup(app, opts.signal);
  const callback = oauth.validateAuthResponse(as, client, new URLSearchParams({ code: opts.code }), oauth.skipStateCheck);
  const response = await send(
    () => oauth.authorizationCodeGrantRequest(as, client, clientAuth, callback, opts.redirectUri, opts.codeVerifier ?? oauth.nopkce, options),
    opts.signal,
  );
  return readTokens(app, response, 'exchange', (checked) => oauth.processAuthorizationCodeResponse(as, client, checked));
}

/** New tokens from a refresh token. A platform that rotates it sends a new one; otherwise none comes back. */
export async function refreshTokens(app: OAuthApp, opts: { refreshToken: string; signal?: AbortSignal }): Promise<PlatformTokens> {
  const { as, client, clientAuth, options } = setup(app, opts.signal);
  const response = await send(() => oauth.refreshTokenGrantRequest(as, client, clientAuth, opts.refreshToken, options), opts.signal);
  return readTokens(app, response, 'refresh', (checked) => oauth.processRefreshTokenResponse(as, client, checked));
}

/** Another grant at the token endpoint while connecting (Meta's `fb_exchange_token` for a long-lived token). */
export async function grantTokens(
  app: OAuthApp,
  opts: { grantType: string; params: Record<string, string>; signal?: AbortSignal },
): Promise<PlatformTokens> {
  const { as, client, clientAuth, options } = setup(app, opts.signal);
  const response = await send(() => oauth.genericTokenEndpointRequest(as, client, clientAuth, opts.grantType, opts.params, options), opts.signal);
  return readTokens(app, response, 'exchange', (checked) => oauth.processGenericTokenEndpointResponse(as, client, checked));
}

/** Gives a token back (RFC 7009). `authenticate: false` for endpoints that take the token alone (Google). */
export async function revokeToken(
  app: OAuthApp,
  opts: { token: string; tokenTypeHint?: 'access_token' | 'refresh_token'; authenticate?: boolean; signal?: AbortSignal },
): Promise<void> {
  if (!app.revocationEndpoint) return;
  const { as, client, clientAuth, options } = setup(app, opts.signal);
  const auth: oauth.ClientAuth = opts.authenticate === false ? () => undefined : clientAuth;
  const additionalParameters: Record<string, string> = opts.tokenTypeHint ? { token_type_hint: opts.tokenTypeHint } : {};
  const response = await send(() => oauth.revocationRequest(as, client, auth, opts.token, { ...options, additionalParameters }), opts.signal);
  if (!response.ok) throw await tokenEndpointFailure(response, 'refresh');
}

/**
 * A token answer fetched some other way (Instagram's long-lived exchange and refresh are GET requests)
 * checked like the others.
 */
export async function tokensFromResponse(app: OAuthApp, response: Response, phase: 'exchange' | 'refresh'): Promise<PlatformTokens> {
  const { as, client } = setup(app);
  return readTokens(app, response, phase, (checked) => oauth.processGenericTokenEndpointResponse(as, client, checked));
}

function setup(app: OAuthApp, signal?: AbortSignal) {
  const tokenUrl = new URL(app.tokenEndpoint);
  assertSecureUrl(tokenUrl);
  if (app.revocationEndpoint) assertSecureUrl(new URL(app.revocationEndpoint));
  const as: oauth.AuthorizationServer = {
    // No platform here publishes OAuth metadata; the issuer only names the server for oauth4webapi.
    issuer: tokenUrl.origin,
    authorization_endpoint: app.authorizationEndpoint,
    token_endpoint: app.tokenEndpoint,
    revocation_endpoint: app.revocationEndpoint,
  };
  const client: oauth.Client = { client_id: app.clientId };
  const options = {
    signal: callSignal(app.timeoutMs, signal),
    // Plain HTTP only reaches the tests' loopback servers (assertSecureUrl refuses it elsewhere).
    [oauth.allowInsecureRequests]: isLoopback(tokenUrl),
  };
  return { as, client, clientAuth: clientAuthentication(app), options };
}

function clientAuthentication(app: OAuthApp): oauth.ClientAuth {
  switch (app.auth) {
    case 'client_secret_basic':
      return oauth.ClientSecretBasic(app.clientSecret);
    case 'client_secret_post':
      return oauth.ClientSecretPost(app.clientSecret);
    case 'client_key_post':
      return (_as, _client, body) => {
        body.set('client_key', app.clientId);
        body.set('client_secret', app.clientSecret);
      };
  }
}

async function send(request: () => Promise<Response>, signal?: AbortSignal): Promise<Response> {
  try {
    return await request();
  } catch (err) {
    throw networkFailure(err, signal);
  }
}

async function readTokens(
  app: OAuthApp,
  response: Response,
  phase: 'exchange' | 'refresh',
  check: (response: Response) => Promise<oauth.TokenEndpointResponse>,
): Promise<PlatformTokens> {
  if (!response.ok) throw await tokenEndpointFailure(response, phase);
  let body: Record<string, unknown>;
  try {
    const parsed = (await response.json()) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('not an object');
    body = app.normalize ? app.normalize(parsed as Record<string, unknown>) : (parsed as Record<string, unknown>);
  } catch {
    throw new SocialError('retry', UNREADABLE_TOKENS, { status: response.status });
  }
  // TikTok reports some failures in a 200 answer.
  if (typeof body.error === 'string' && body.access_token === undefined) throw tokenFailure({ status: 400, body, phase });
  // Inkwell reads who the account is from each platform's API, never from an ID token, so none is parsed.
  delete body.id_token;
  let checked: oauth.TokenEndpointResponse;
  try {
    checked = await check(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  } catch {
    throw new SocialError('retry', UNREADABLE_TOKENS, { status: response.status });
  }
  return {
    accessToken: checked.access_token,
    refreshToken: checked.refresh_token || undefined,
    expiresAt: typeof checked.expires_in === 'number' && checked.expires_in > 0 ? new Date(Date.now() + checked.expires_in * 1000) : undefined,
    scope: checked.scope,
  };
}

async function tokenEndpointFailure(response: Response, phase: 'exchange' | 'refresh'): Promise<SocialError> {
  const body = await readFailureBody(response);
  return tokenFailure({ status: response.status, body, phase, retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')) });
}

/**
 * A refused token request. `invalid_grant` on refresh means the grant is gone for good (reconnect);
 * on a code exchange it means the code expired, was used, or the PKCE verifier did not match, so the
 * creator connects again. `invalid_client` is Inkwell's configuration, not the account's.
 */
function tokenFailure(opts: { status: number; body: unknown; phase: 'exchange' | 'refresh'; retryAfterSeconds?: number }): SocialError {
  const { status, body, phase, retryAfterSeconds } = opts;
  const error = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error : undefined;
  const code = typeof error === 'string' ? error : undefined;
  const cause = { status, code };
  if (code === 'invalid_client' || code === 'unauthorized_client') return new SocialError('invalid', APP_REFUSED, { status, cause });
  if (status === 429 || status >= 500) return classifyHttpFailure({ status, retryAfterSeconds, cause });
  if (phase === 'exchange') return new SocialError('invalid', SIGN_IN_REFUSED, { status, cause });
  return classifyHttpFailure({ status, oauthError: code, cause, invalidMessage: SIGN_IN_REFUSED });
}
