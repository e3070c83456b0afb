import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES } from '../../../contract/api-keys';
import { HttpError } from '../../lib/http-error';
import type { ApiKeyAuthenticator } from '../../plugins/session-auth';
import { enforce, type Limit } from '../../rate-limit/rate-limits';
import { isKeyRoute } from './key-scope';
import type { ApiKeyService } from './service';

const UNAUTHORIZED = { 'www-authenticate': 'Bearer error="invalid_token"' };

/**
 * An API key on each request: read from the database every time (one indexed read with its owner's
 * row), so a revoked key fails on the very next request and a plan change applies at once on every
 * instance; then the key's own rate limit, the owner's plan and the route's scope.
 */
export function createKeyAuthenticator(opts: { keys: ApiKeyService; perKey: Limit }): ApiKeyAuthenticator {
  const { keys, perKey } = opts;
  return {
    async authenticate(key: string, request: FastifyRequest, reply: FastifyReply) {
      const found = await keys.find(key);
      if (!found) throw new HttpError(401, API_KEY_MESSAGES.invalid, UNAUTHORIZED);
      if (found.revokedAt) throw new HttpError(401, API_KEY_MESSAGES.revoked, UNAUTHORIZED);
      if (found.expiresAt && found.expiresAt.getTime() <= Date.now()) throw new HttpError(401, API_KEY_MESSAGES.expired, UNAUTHORIZED);
      // Counted before the other checks: a client looping on a refused call is slowed down all the same.
      request.apiKey = { id: found.id };
      await enforce(request, reply, [perKey]);
      if (found.user.subscriptionTier !== 'enterprise') throw new HttpError(403, API_KEY_MESSAGES.needsEnterprise);
      if (!isKeyRoute(request.method, request.routeOptions.url ?? '')) throw new HttpError(403, API_KEY_MESSAGES.notForKeys);
      await keys.touch(found);
      return { session: { tokenHash: found.keyHash, user: found.user }, keyId: found.id };
    },
  };
}
