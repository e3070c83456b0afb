import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactRequest } from '../../../contract/contact';
import { ErrorBody, SuccessResponse } from '../../../contract/errors';
import { MESSAGES } from '../../../contract/messages';
import type { RateRule } from '../../config';
import type { Db } from '../../db/client';
import { addressOf, enforce } from '../../rate-limit/rate-limits';
import { storeContactMessage } from './service';

export async function contactRoutes(app: FastifyInstance, opts: { db: Db; rule: RateRule }) {
  const limits = [app.limit('contact:ip', opts.rule, addressOf)];
  app.withTypeProvider<ZodTypeProvider>().post('/', {
    config: { public: true },
    schema: { tags: ['contact'], body: ContactRequest, response: { 201: SuccessResponse, 422: ErrorBody, 429: ErrorBody, 503: ErrorBody } },
    preHandler: async (req, reply) => enforce(req, reply, limits),
    handler: async (req, reply) => {
      await storeContactMessage(opts.db, req.body, req.ip);
      return reply.code(201).send({ success: true as const, message: MESSAGES.contactSent });
    },
  });
}
