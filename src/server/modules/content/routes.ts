import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_KINDS, GenerationResponse, type GenerationEvent, type ContentRequestOf } from '../../../contract/content';
import { ErrorBody } from '../../../contract/errors';
import { requireSession } from '../../plugins/session-auth';
import type { ContentService } from './service';
import { respondStreamed } from '../../lib/event-stream';

const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody, 504: ErrorBody };

export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService }) {
  const { content } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // One generate route per content kind, with the kind's path and request schema.
  for (const kind of CONTENT_KINDS) {
    r.post(kind.path, {
      schema: {
        tags: ['content'],
        description:
          'Generates a draft. With Accept: text/event-stream the text streams as server-sent events (delta, replace, done, error). ' +
          'A user may run a few generations and streams at once; beyond that the answer is 429.',
        body: kind.request,
        response: { 200: GenerationResponse, ...errors },
      },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const user = requireSession(req).user;
        const request = req.body as ContentRequestOf[typeof kind.id];
        return respondStreamed<GenerationEvent, GenerationResponse>(req, reply, {
          takeStream: () => content.takeStream(user.id),
          run: (stream) =>
            content.generate({
              user,
              type: kind.id,
              request,
              ...(stream && {
                signal: stream.signal,
                onStart: () => stream.open(),
                sink: {
                  delta: (text) => stream.send({ event: 'delta', data: { text } }),
                  replace: (text) => stream.send({ event: 'replace', data: { text } }),
                },
              }),
            }),
          done: (result) => ({ event: 'done', data: result }),
          error: (failure) => ({ event: 'error', data: failure }),
        });
      },
    });
  }
}
