import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../contract/errors';
import { PutScheduleRequest, ScheduleResponse } from '../../../contract/schedule';
import { requireSession } from '../../plugins/session-auth';
import type { ScheduleService } from './schedule-service';

/** GET/PUT /api/schedule (docs/product/api.md#schedule). */
export async function scheduleRoutes(app: FastifyInstance, opts: { schedule: ScheduleService }) {
  const { schedule } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/', {
    schema: {
      tags: ['posts'],
      description: 'The creator’s time zone, weekly queue slots (local times), best-time suggestions and each platform’s next free slot.',
      response: { 200: ScheduleResponse, 401: ErrorBody },
    },
    handler: async (req) => schedule.get(requireSession(req).user),
  });

  r.put('/', {
    schema: {
      tags: ['posts'],
      description: 'Replaces the time zone and the queue slots. Posts already scheduled keep their times.',
      body: PutScheduleRequest,
      response: { 200: ScheduleResponse, 401: ErrorBody, 422: ErrorBody },
    },
    handler: async (req) => schedule.put(requireSession(req).user, req.body),
  });
}
