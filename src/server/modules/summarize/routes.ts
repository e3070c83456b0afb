import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { ErrorBody } from '../../../contract/errors';
import {
  SummarizeFileFields,
  SummarizeTextRequest,
  SummarizeUrlRequest,
  SummaryResponse,
  type SummaryEvent,
  type SummaryOptions,
} from '../../../contract/summaries';
import { receiveUpload, uploadLimits, type Upload } from '../../files/intake';
import { respondStreamed, type EventStream } from '../../lib/event-stream';
import { HttpError } from '../../lib/http-error';
import { describeIssues } from '../../plugins/errors';
import { requireSession } from '../../plugins/session-auth';
import type { ContentService } from '../content/service';
import type { SummarizeService, SummaryInput } from './service';

const errors = { 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody, 504: ErrorBody };

const STREAMING =
  'With Accept: text/event-stream the answer streams as server-sent events: stage {stage, detail?} (fetching, extracting, ' +
  'transcribing, summarizing), delta and replace {text}, then done (the same object as the JSON answer) or error {detail, status}.';

/** The option fields sent beside a file, checked by the contract's schema; every message names its field in words. */
function fileOptions(fields: Record<string, string>): SummaryOptions {
  const parsed = SummarizeFileFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new HttpError(422, describeIssues(parsed.error.issues));
}

export async function summarizeRoutes(app: FastifyInstance, opts: { summarize: SummarizeService; content: ContentService; maxUploadBytes: number }) {
  const { summarize, content, maxUploadBytes } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Uploads only here: one file, a few short option fields; the file streams to disk (files/intake.ts).
  await app.register(multipart, { limits: uploadLimits(maxUploadBytes) });

  function serve(req: FastifyRequest, reply: FastifyReply, input: SummaryInput, options?: SummaryOptions) {
    const user = requireSession(req).user;
    return respondStreamed<SummaryEvent, SummaryResponse>(req, reply, {
      takeStream: () => content.takeStream(user.id),
      run: (stream: EventStream<SummaryEvent> | null) =>
        summarize.summarize({
          user,
          input,
          options,
          ...(stream && {
            signal: stream.signal,
            onStart: () => stream.open(),
            onStage: (stage, detail) => stream.send({ event: 'stage', data: { stage, ...(detail !== undefined && { detail }) } }),
            sink: {
              delta: (text) => stream.send({ event: 'delta', data: { text } }),
              replace: (text) => stream.send({ event: 'replace', data: { text } }),
            },
          }),
        }),
      done: (result) => ({ event: 'done', data: result }),
      error: (failure) => ({ event: 'error', data: failure }),
    });
  }

  r.post('/summarize/text', {
    schema: { tags: ['summarize'], description: `Summarizes pasted text. ${STREAMING}`, body: SummarizeTextRequest, response: { 200: SummaryResponse, ...errors } },
    handler: async (req, reply) => serve(req, reply, { kind: 'text', text: req.body.text_content }, req.body),
  });

  r.post('/summarize/url', {
    schema: {
      tags: ['summarize'],
      description: `Reads a public web page (HTML, plain text or PDF; at most 5 MB, 10 s and 5 redirects) and summarizes its main content. ${STREAMING}`,
      body: SummarizeUrlRequest,
      response: { 200: SummaryResponse, ...errors },
    },
    handler: async (req, reply) => serve(req, reply, { kind: 'url', url: req.body.url }, req.body),
  });

  r.post('/summarize/file', {
    schema: {
      tags: ['summarize'],
      description:
        'Summarizes an uploaded file (multipart/form-data: `file`, and the fields summary_length, summary_style, custom_length). ' +
        'Accepted, by content: txt, pdf, docx, mp3, mp4, wav, m4a, mov, avi (audio and video need a transcription service). ' +
        `${STREAMING}`,
      consumes: ['multipart/form-data'],
      response: { 200: SummaryResponse, ...errors },
    },
    handler: async (req, reply) =>
      serve(req, reply, {
        kind: 'file',
        receive: async () => {
          const upload: Upload = await receiveUpload(req, { maxBytes: maxUploadBytes });
          try {
            return { upload, options: fileOptions(upload.fields) };
          } catch (err) {
            await upload.cleanup();
            throw err;
          }
        },
      }),
  });
}
