import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES, API_KEY_PATTERN, API_KEY_PREFIX } from '../../contract/api-keys';
import { MESSAGES } from '../../contract/messages';
import { HttpError } from '../lib/http-error';
import type { ResolvedSession } from '../db/rows';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route is public only by saying so in its own definition (docs/conventions.md#server: private by default). */
    public?: boolean;
  }
  interface FastifyRequest {
    session: ResolvedSession | null;
    /** The Enterprise API key the request was made with; null for a session or a public route. */
    apiKey: { id: string } | null;
  }
  interface FastifyInstance {
    /** Authenticates `ink_` API keys (the keys module); without it a key is refused like any unknown token. */
    apiKeyAuth?: ApiKeyAuthenticator;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Whatever turns a bearer token into its live session (the auth module's session store). */
export interface SessionResolver {
  resolve(token: string): Promise<ResolvedSession | null>;
}

/**
 * Turns an API key into the session of its owner for this one request, or throws the HttpError that
 * says why not (unknown, revoked or expired key: 401; a route keys may not call, or an owner no longer
 * on the plan: 403; the key's rate limit: 429). It may set headers on the reply (RateLimit-*).
 */
export interface ApiKeyAuthenticator {
  authenticate(key: string, request: FastifyRequest, reply: FastifyReply): Promise<{ session: ResolvedSession; keyId: string }>;
}

/**
 * Every matched route requires a live session unless its config says `public: true`. A bearer shaped
 * like an API key (`ink_` and 43 characters; a session token is 43 characters with no prefix) goes to
 * the keys module's authenticator, late-bound as `app.apiKeyAuth` because the modules register after
 * this hook.
 */
export function registerSessionAuth(app: FastifyInstance, sessions: SessionResolver) {
  app.decorateRequest('session', null);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request, reply) => {
    // Unmatched URLs fall through to the 404 handler, which needs no session.
    if (!request.routeOptions.url || request.routeOptions.config.public) return;
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, MESSAGES.notAuthenticated, { 'www-authenticate': 'Bearer' });
    const looksLikeKey = token.startsWith(API_KEY_PREFIX);
    const refused = looksLikeKey ? API_KEY_MESSAGES.invalid : MESSAGES.sessionExpired;
    if (token.length > 200) throw new HttpError(401, refused, { 'www-authenticate': 'Bearer' });
    if (looksLikeKey && API_KEY_PATTERN.test(token) && app.apiKeyAuth) {
      const { session, keyId } = await app.apiKeyAuth.authenticate(token, request, reply);
      request.session = session;
      request.apiKey = { id: keyId };
      return;
    }
    const session = await sessions.resolve(token);
    if (!session) throw new HttpError(401, refused, { 'www-authenticate': 'Bearer' });
    request.session = session;
  });
}

/** The signed-in session of a private route (the hook has already refused anyone else). */
export function requireSession(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new HttpError(401, MESSAGES.notAuthenticated);
  return request.session;
}
