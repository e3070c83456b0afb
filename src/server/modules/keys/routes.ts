import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_MESSAGES, ApiKeyParams, ApiKeysResponse, CreateApiKeyRequest, CreatedApiKey } from '../../../contract/api-keys';
import { ErrorBody } from '../../../contract/errors';
import type { UserRow } from '../../db/rows';
import { HttpError } from '../../lib/http-error';
import { requireSession } from '../../plugins/session-auth';
import type { ApiKeyService } from './service';

const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };
const SESSION_ONLY = 'Signed-in session only: an API key cannot manage keys (403).';

function requireEnterprise(user: UserRow): UserRow {
  if (user.subscriptionTier !== 'enterprise') throw new HttpError(403, API_KEY_MESSAGES.needsEnterprise);
  return user;
}

/** /api/keys: the creator's API keys (Enterprise). HTTP only; the service holds the logic. */
export async function keysRoutes(app: FastifyInstance, opts: { keys: ApiKeyService }) {
  const { keys } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/', {
    schema: {
      tags: ['keys'],
      summary: 'Create an API key',
      description:
        'Creates a key for the Enterprise plan. The answer is the only time the whole `key` is shown: Inkwell stores only its SHA-256 hash. ' +
        `At most 25 keys that are not revoked (409 beyond). ${SESSION_ONLY}`,
      body: CreateApiKeyRequest,
      response: { 201: CreatedApiKey, ...errors, 409: ErrorBody },
    },
    handler: async (req, reply) => {
      const user = requireEnterprise(requireSession(req).user);
      return reply.code(201).send(await keys.create(user.id, req.body));
    },
  });

  r.get('/', {
    schema: {
      tags: ['keys'],
      summary: 'List API keys',
      description: `The keys that are not revoked, newest first; expired keys stay listed (with their past \`expires_at\`) until revoked. ${SESSION_ONLY}`,
      response: { 200: ApiKeysResponse, ...errors },
    },
    handler: async (req) => ({ keys: await keys.list(requireEnterprise(requireSession(req).user).id) }),
  });

  r.delete('/:id', {
    schema: {
      tags: ['keys'],
      summary: 'Revoke an API key',
      description: `Revokes a key at once: its next request is refused with 401. Open to any plan, so a key can always be revoked. ${SESSION_ONLY}`,
      params: ApiKeyParams,
      response: { 204: z.null().describe('Revoked'), ...errors, 404: ErrorBody },
    },
    handler: async (req, reply) => {
      await keys.revoke(requireSession(req).user.id, req.params.id);
      return reply.code(204).send(null);
    },
  });
}
