import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { CONTENT_KINDS, GenerationResponse, type ContentRequestOf, type ContentType } from '../../../../contract/content';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { contentHistoryKey } from '../../../lib/content-history-key';
import { abortWhenIdle } from '../../../lib/idle-timeout';
import { readEventStream } from '../../../lib/read-event-stream';

/** Each kind's generate route, under the API's /content (the server registers the same paths). */
export const GENERATE_PATHS = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.id, `/content${kind.path}`])) as Record<ContentType, string>;

const TextEvent = z.object({ text: z.string() });
const ErrorEvent = z.object({ detail: z.string(), status: z.number().int() });

export type GenerateContentVariables<T extends ContentType = ContentType> = {
  type: T;
  request: ContentRequestOf[T];
  /** Called with the whole text shown so far, each time it grows or is replaced. */
  onText?: (text: string) => void;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
};

/**
 * Generates one piece, reading it as server-sent events (`delta` appends, `replace` starts over,
 * `done` carries the saved piece, `error` fails). Errors before the stream opens (quota, validation,
 * session) are ordinary JSON answers and throw ApiError, like an `error` event does.
 */
export async function generateContent<T extends ContentType>(variables: GenerateContentVariables<T>): Promise<GenerationResponse> {
  const { type, request, onText = () => undefined } = variables;
  const idle = abortWhenIdle(variables.signal, variables.idleTimeoutMs);

  try {
    const response = await apiFetch(GENERATE_PATHS[type], {
      method: 'POST',
      body: request,
      accept: 'text/event-stream',
      signal: idle.signal,
    });

    // A server (or proxy) that answers with plain JSON instead of a stream is read as such.
    if (!(response.headers.get('Content-Type') ?? '').includes('text/event-stream') || !response.body) {
      const result = GenerationResponse.parse(await response.json());
      onText(result.content);
      return result;
    }

    let text = '';
    for await (const message of readEventStream(response.body)) {
      idle.touch();
      switch (message.event) {
        case 'delta':
          text += TextEvent.parse(JSON.parse(message.data)).text;
          onText(text);
          break;
        case 'replace':
          text = TextEvent.parse(JSON.parse(message.data)).text;
          onText(text);
          break;
        case 'done': {
          const result = GenerationResponse.parse(JSON.parse(message.data));
          onText(result.content);
          return result;
        }
        case 'error': {
          const failure = ErrorEvent.parse(JSON.parse(message.data));
          throw new ApiError(failure.status, failure.detail);
        }
        default:
          // Unknown events (keep-alives, future additions) are ignored.
          break;
      }
    }
    throw new Error('The stream ended before the content was complete');
  } catch (error) {
    throw idle.errorOf(error);
  } finally {
    idle.dispose();
  }
}

export const generateContentMutationOptions = mutationOptions({
  mutationKey: ['content', 'generate'],
  mutationFn: (variables: GenerateContentVariables) => generateContent(variables),
  // A failure may also change the history (a piece saved just before a lost connection): read it again either way.
  onSettled: (_data, _error, _variables, _result, { client }) => client.invalidateQueries({ queryKey: contentHistoryKey }),
});

export function useGenerateContent() {
  return useMutation(generateContentMutationOptions);
}
