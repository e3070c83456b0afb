import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  BlogPostRequest,
  GenerationResponse,
  HistoryQuery,
  HistoryResponse,
  NewsletterRequest,
  SocialPostRequest,
  VideoScriptRequest,
  type ContentRequestOf,
  type ContentType,
} from '../../../contract/content';
import { ErrorBody } from '../../../contract/errors';
import { MESSAGES } from '../../../contract/messages';
import { HttpError } from '../../lib/http-error';
import { requireSession } from '../../plugins/session-auth';
import type { ContentService } from './service';
import { eventStream, wantsEventStream } from './sse';

const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody, 504: ErrorBody };

const GENERATORS: Array<{ path: string; type: ContentType; body: z.ZodType }> = [
  { path: '/video-script', type: 'video_script', body: VideoScriptRequest },
  { path: '/blog-post', type: 'blog_post', body: BlogPostRequest },
  { path: '/social-media', type: 'social_media', body: SocialPostRequest },
  { path: '/newsletter', type: 'newsletter', body: NewsletterRequest },
];

export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService }) {
  const { content } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const generator of GENERATORS) {
    r.post(generator.path, {
      schema: {
        tags: ['content'],
        description:
          'Generates a draft. With Accept: text/event-stream the text streams as server-sent events (delta, replace, done, error). ' +
          'A user may run a few generations and streams at once; beyond that the answer is 429.',
        body: generator.body,
        response: { 200: GenerationResponse, ...errors },
      },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const user = requireSession(req).user;
        const request = req.body as ContentRequestOf[typeof generator.type];
        if (!wantsEventStream(req)) return content.generate({ user, type: generator.type, request });

        // The user's stream slot is held until the response is over: finished, failed or abandoned.
        const releaseStream = content.takeStream(user.id);
        reply.raw.once('close', releaseStream);
        if (reply.raw.closed || reply.raw.destroyed) releaseStream();
        const stream = eventStream(req, reply);
        try {
          const result = await content.generate({
            user,
            type: generator.type,
            request,
            signal: stream.signal,
            onStart: () => stream.open(),
            sink: {
              delta: (text) => stream.send({ event: 'delta', data: { text } }),
              replace: (text) => stream.send({ event: 'replace', data: { text } }),
            },
          });
          stream.send({ event: 'done', data: result });
        } catch (err) {
          // Before the stream opened (quota, validation) the error is an ordinary JSON answer.
          if (!stream.opened) throw err;
          if (err instanceof HttpError) {
            stream.send({ event: 'error', data: { detail: err.detail, status: err.statusCode } });
          } else if (!stream.signal.aborted) {
            req.log.error({ err }, 'streamed generation failed');
            stream.send({ event: 'error', data: { detail: MESSAGES.serverError, status: 500 } });
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
