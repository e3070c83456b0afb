import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../contract/errors';
import { SupportListQuery, SupportRequest, SupportRequestInput, SupportRequestList } from '../../../contract/support';
import type { RateRule } from '../../config';
import { HttpError } from '../../lib/http-error';
import { requireSession } from '../../plugins/session-auth';
import { addressOf, enforce } from '../../rate-limit/rate-limits';
import type { SupportService } from './service';

/** "in 12 minutes", "in 1 minute": how long until a refused creator may write again. */
function waitPhrase(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export async function supportRoutes(app: FastifyInstance, opts: { support: SupportService; rule: RateRule }) {
  const { support, rule } = opts;
  const limits = [app.limit('support:user', rule, (req) => req.session?.user.id ?? addressOf(req))];
  // The shared limiter's generic wording, made specific: the creator learns their earlier requests arrived.
  const limitCreation = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await enforce(req, reply, limits);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 429) throw err;
      const wait = waitPhrase(Number(err.headers['retry-after'] ?? 60));
      throw new HttpError(
        429,
        `You can send up to ${rule.max} support requests an hour, and we already have your earlier ones. Please try again ${wait}.`,
        err.headers,
      );
    }
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/', {
    schema: {
      tags: ['support'],
      description:
        'Sends a support request (subject 3–150 characters, message 10–5000, optionally the id of a piece in your history). ' +
        'It is stored, then mailed to the support team; requests on a plan with Priority Support are marked priority and answered first.',
      body: SupportRequestInput,
      response: { 201: SupportRequest, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody },
    },
    preHandler: limitCreation,
    handler: async (req, reply) => {
      const session = requireSession(req);
      return reply.code(201).send(await support.create(session.user, req.body));
    },
  });

  r.get('/', {
    schema: {
      tags: ['support'],
      description: 'Your support requests, newest first, with their status (open, answered, closed).',
      querystring: SupportListQuery,
      response: { 200: SupportRequestList, 401: ErrorBody, 422: ErrorBody },
    },
    handler: async (req) => {
      const session = requireSession(req);
      return support.list(session.user.id, req.query.limit);
    },
  });
}
