import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contract/messages';
import { HttpError } from '../lib/http-error';
import type { ResolvedSession } from '../db/rows';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route is public only by saying so in its own definition (STYLE: private by default). */
    public?: boolean;
  }
  interface FastifyRequest {
    session: ResolvedSession | null;
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

/** Every matched route requires a live session unless its config says `public: true`. */
export function registerSessionAuth(app: FastifyInstance, sessions: SessionResolver) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    // Unmatched URLs fall through to the 404 handler, which needs no session.
    if (!request.routeOptions.url || request.routeOptions.config.public) return;
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, MESSAGES.notAuthenticated, { 'www-authenticate': 'Bearer' });
    if (token.length > 200) throw new HttpError(401, MESSAGES.sessionExpired, { 'www-authenticate': 'Bearer' });
    const session = await sessions.resolve(token);
    if (!session) throw new HttpError(401, MESSAGES.sessionExpired, { 'www-authenticate': 'Bearer' });
    request.session = session;
  });
}

/** The signed-in session of a private route (the hook has already refused anyone else). */
export function requireSession(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new HttpError(401, MESSAGES.notAuthenticated);
  return request.session;
}
