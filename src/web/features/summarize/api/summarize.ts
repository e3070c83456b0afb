import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { SUMMARY_STAGES, SummaryResponse, type SummaryOptions } from '../../../../contract/summaries';
import { api } from '../../../lib/api/client';
import { apiUpload } from '../../../lib/api/upload';
import { contentHistoryKey } from '../../../lib/content-history-key';
import { streamAnswer } from '../../../lib/stream-call';
import type { SummaryProgress } from '../../../lib/summary-progress';

/** What to summarize, by input method, with the options every method takes. */
export type SummarizeInput = (
  | { method: 'text'; text_content: string }
  | { method: 'url'; url: string }
  | { method: 'file'; file: File }
) & { options: SummaryOptions };

export type SummarizeVariables = {
  input: SummarizeInput;
  /** Called with the whole summary shown so far, each time it grows or is replaced. */
  onText?: (text: string) => void;
  /** Called as the upload goes out and as the server moves from stage to stage. */
  onProgress?: (progress: SummaryProgress) => void;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
};

/** What the panel calls the source until the server has read it and named it. */
export function summaryInputTitle(input: SummarizeInput): string {
  if (input.method === 'url') return input.url;
  if (input.method === 'file') return input.file.name;
  return 'Pasted text';
}

const StageEvent = z.object({ stage: z.enum(SUMMARY_STAGES), detail: z.string().optional() });

/** The option fields as the multipart form sends them: text, custom_length only when given. */
function appendOptions(form: FormData, options: SummaryOptions) {
  form.append('summary_length', options.summary_length);
  form.append('summary_style', options.summary_style);
  if (options.custom_length !== undefined) form.append('custom_length', String(options.custom_length));
}

const EVENT_STREAM = 'text/event-stream';

async function send(input: SummarizeInput, signal: AbortSignal, onUpload: (sent: number, total: number) => void): Promise<Response> {
  if (input.method === 'file') {
    const form = new FormData();
    // The options go before the file, so the server knows them before the upload is read.
    appendOptions(form, input.options);
    form.append('file', input.file, input.file.name);
    return apiUpload('/content/summarize/file', { body: form, accept: EVENT_STREAM, signal, onUploadProgress: onUpload });
  }
  // The answer is read as a stream of events: the client hands back the Response unread.
  const stream = { headers: { Accept: EVENT_STREAM }, signal, parseAs: 'stream' } as const;
  const { response } =
    input.method === 'text'
      ? await api.POST('/content/summarize/text', { body: { text_content: input.text_content, ...input.options }, ...stream })
      : await api.POST('/content/summarize/url', { body: { url: input.url, ...input.options }, ...stream });
  return response;
}

/**
 * Summarizes text, a web page or a file, reading the answer as server-sent events: `stage` moves the
 * progress on, `delta` appends, `replace` starts over, `done` carries the saved summary and its
 * source, `error` fails. A file goes up with XMLHttpRequest for its upload progress. Errors before
 * the stream opens (quota, a file too large or of the wrong type, validation) throw ApiError.
 */
export function summarize(variables: SummarizeVariables): Promise<SummaryResponse> {
  const { input, onText, onProgress = () => undefined } = variables;
  return streamAnswer(
    (signal, touch) =>
      send(input, signal, (sent, total) => {
        touch();
        onProgress({ stage: 'uploading', upload: { sent, total } });
      }),
    {
      parse: (data) => SummaryResponse.parse(data),
      textOf: (result) => result.summary,
      onText,
      onEvent: (event, data) => {
        // A stage this page does not know yet is not worth failing the summary for.
        const stage = event === 'stage' ? StageEvent.safeParse(data) : null;
        if (stage?.success) onProgress(stage.data);
      },
      signal: variables.signal,
      idleTimeoutMs: variables.idleTimeoutMs,
    },
  );
}

export const summarizeMutationOptions = mutationOptions({
  mutationKey: ['content', 'summarize'],
  mutationFn: (variables: SummarizeVariables) => summarize(variables),
  // A failure may also change the history (a summary saved just before a lost connection): read it again either way.
  onSettled: (_data, _error, _variables, _result, { client }) => client.invalidateQueries({ queryKey: contentHistoryKey }),
});

export function useSummarize() {
  return useMutation(summarizeMutationOptions);
}
