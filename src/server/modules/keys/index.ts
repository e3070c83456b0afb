import fp from 'fastify-plugin';
import { docsRoutes } from './docs/docs-routes';
import { createKeyAuthenticator } from './key-auth';
import { keysRoutes } from './routes';
import { ApiKeyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: ApiKeyService;
  }
}

/**
 * Enterprise API keys (issue 14): /api/keys to manage them, the authenticator the session-auth hook
 * hands `ink_` bearers to (scope, plan, per-key rate limit), and the public API reference
 * (/api/openapi.json, /api/docs) built from the same scope.
 */
export const keysModule = fp(
  async (app) => {
    const keys = new ApiKeyService(app.database.db);
    const perKey = app.limit('api-key', app.config.rateLimits.apiKeyPerKey, (request) => request.apiKey?.id ?? 'none');
    app.decorate('apiKeys', keys);
    app.decorate('apiKeyAuth', createKeyAuthenticator({ keys, perKey }));
    await app.register(keysRoutes, { prefix: '/api/keys', keys });
    await app.register(docsRoutes, { baseUrl: app.config.appUrl });
  },
  { name: 'keys', dependencies: ['infrastructure', 'usage'] },
);
