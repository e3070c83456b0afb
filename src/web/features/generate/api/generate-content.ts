import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CONTENT_KINDS, GenerationResponse, type ContentRequestOf, type ContentType } from '../../../../contract/content';
import { contentHistoryKey } from '../../../lib/content-history-key';
import { streamCall, type StreamPath } from '../../../lib/stream-call';

type AnyKind = (typeof CONTENT_KINDS)[number];

/**
 * Each kind's generate route, under the API's /content (the server registers the same paths): a
 * kind whose route the API's document lacks fails the type check here.
 */
export const GENERATE_PATHS = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.id, `/content${kind.path}`])) as {
  [K in AnyKind as K['id']]: `/content${K['path']}`;
} satisfies Record<ContentType, StreamPath>;

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
export function generateContent<T extends ContentType>(variables: GenerateContentVariables<T>): Promise<GenerationResponse> {
  const { type, request, onText, signal, idleTimeoutMs } = variables;
  return streamCall(GENERATE_PATHS[type], request, {
    parse: (data) => GenerationResponse.parse(data),
    textOf: (result) => result.content,
    onText,
    signal,
    idleTimeoutMs,
  });
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
