import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../contract/errors';
import { HUMANIZE_MAX_CHARS, HumanizeRequest, HumanizeResponse, type HumanizeEvent } from '../../../contract/humanize';
import { respondStreamed } from '../../lib/event-stream';
import { requireSession } from '../../plugins/session-auth';
import type { ContentService } from '../content/service';
import type { HumanizeService } from './service';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody, 504: ErrorBody };

export async function humanizeRoutes(app: FastifyInstance, opts: { humanize: HumanizeService; content: ContentService }) {
  const { humanize, content } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/humanize', {
    schema: {
      tags: ['humanize'],
      description:
        'Rewrites a draft or summary in a natural voice (Basic plan and above; counts one humanization), keeping its Markdown structure, ' +
        'time marks and cue labels, hashtags, @mentions, URLs, numbers, names and a social post\'s length limit. ' +
        `At most ${HUMANIZE_MAX_CHARS} characters. \`id\` links the result to the history item the text came from. ` +
        'With Accept: text/event-stream the text streams as server-sent events: delta and replace {text}, then done (the same object as the JSON answer) or error {detail, status}.',
      body: HumanizeRequest,
      response: { 200: HumanizeResponse, ...errors },
    },
    handler: async (req, reply) => {
      const user = requireSession(req).user;
      return respondStreamed<HumanizeEvent, HumanizeResponse>(req, reply, {
        takeStream: () => content.takeStream(user.id),
        run: (stream) =>
          humanize.humanize({
            user,
            request: req.body,
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
