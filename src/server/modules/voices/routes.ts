import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors';
import { CreateVoiceRequest, UpdateVoiceRequest, Voice, VoiceListResponse } from '../../../contract/voices';
import { requireSession } from '../../plugins/session-auth';
import type { VoicesService } from './service';

const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };
const VoiceParams = z.object({ id: z.string().describe('The voice\'s id (GET /api/voices).') });

/** /api/voices: the creator's brand voices (docs/product/voices.md). HTTP only; the service holds the logic. */
export async function voicesRoutes(app: FastifyInstance, opts: { voices: VoicesService }) {
  const { voices } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/', {
    schema: {
      tags: ['voices'],
      summary: 'List brand voices',
      description:
        'Your brand voices, the default first, then by name, and how many your plan lets you keep (`limit`, null: no cap). ' +
        'A voice\'s `id` is the `voice_id` a generation takes. Works with an API key.',
      response: { 200: VoiceListResponse, ...errors },
    },
    handler: async (req) => voices.list(requireSession(req).user),
  });

  r.post('/', {
    schema: {
      tags: ['voices'],
      summary: 'Save a brand voice',
      description:
        'Saves a voice to write in. Your first voice becomes your default; `is_default: true` makes a later one the default instead. ' +
        'At your plan\'s number of voices the answer is 403 (Free 1, Basic 3, Pro 10, Enterprise no cap). Signed-in session only: an API key gets 403.',
      body: CreateVoiceRequest,
      response: { 201: Voice, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await voices.create(requireSession(req).user, req.body)),
  });

  r.get('/:id', {
    schema: {
      tags: ['voices'],
      summary: 'Read a brand voice',
      description: 'One of your brand voices. Works with an API key.',
      params: VoiceParams,
      response: { 200: Voice, ...errors, 404: ErrorBody },
    },
    handler: async (req) => voices.get(requireSession(req).user, req.params.id),
  });

  r.patch('/:id', {
    schema: {
      tags: ['voices'],
      summary: 'Change a brand voice',
      description:
        'Changes the fields sent; the others stay. `is_default: true` makes it your default voice and unsets the previous one. Signed-in session only: an API key gets 403.',
      params: VoiceParams,
      body: UpdateVoiceRequest,
      response: { 200: Voice, ...errors, 404: ErrorBody },
    },
    handler: async (req) => voices.update(requireSession(req).user, req.params.id, req.body),
  });

  r.delete('/:id', {
    schema: {
      tags: ['voices'],
      summary: 'Delete a brand voice',
      description:
        'Deletes the voice on any plan. Deleting your default voice leaves you with no default until you choose one. Signed-in session only: an API key gets 403.',
      params: VoiceParams,
      response: { 204: z.null().describe('Deleted'), ...errors, 404: ErrorBody },
    },
    handler: async (req, reply) => {
      await voices.remove(requireSession(req).user, req.params.id);
      return reply.code(204).send(null);
    },
  });
}
