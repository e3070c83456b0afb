import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_KINDS, GenerationResponse, HistoryQuery, HistoryResponse, type ContentRequestOf } from '../../../contract/content';
import { ErrorBody } from '../../../contract/errors';
import { MESSAGES } from '../../../contract/messages';
import { HttpError } from '../../lib/http-error';
import { requireSession } from '../../plugins/session-auth';
import type { ContentService } from './service';
import { eventStream, wantsEventStream } from './sse';

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
        if (!wantsEventStream(req)) return content.generate({ user, type: kind.id, request });

        // The user's stream slot is held until the response is over: finished, failed or abandoned.
        const releaseStream = content.takeStream(user.id);
        reply.raw.once('close', releaseStream);
        if (reply.raw.closed || reply.raw.destroyed) releaseStream();
        const stream = eventStream(req, reply);
        try {
          const result = await content.generate({
            user,
            type: kind.id,
            request,
            signal: stream.signal,
            onStart: () => stream.open(),
            sink: {
              delta: (text) => stream.send({ event: 'delta', data: { text } }),
              replace: (text) => stream.send({ event: 'replace', data: { text } }),
            },
          });
          // The last events need no wait for the client: end() below flushes what is buffered.
          void stream.send({ event: 'done', data: result });
        } catch (err) {
          // Before the stream opened (quota, validation) the error is an ordinary JSON answer.
          if (!stream.opened) throw err;
          if (err instanceof HttpError) {
            if (err.logDetail) req.log.warn({ status: err.statusCode }, err.logDetail);
            void stream.send({ event: 'error', data: { detail: err.detail, status: err.statusCode } });
          } else if (!stream.signal.aborted) {
            req.log.error({ err }, 'streamed generation failed');
            void stream.send({ event: 'error', data: { detail: MESSAGES.serverError, status: 500 } });
          }
        } finally {
          stream.end();
        }
        return reply;
      },
    });
  }

  r.get('/history', {
    schema: { tags: ['content'], querystring: HistoryQuery, response: { 200: HistoryResponse, 401: ErrorBody, 422: ErrorBody } },
    handler: async (req) => content.history(requireSession(req).user, req.query),
  });
}
