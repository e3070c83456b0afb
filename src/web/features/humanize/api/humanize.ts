import { mutationOptions, useMutation } from '@tanstack/react-query';
import { HumanizeResponse, type HumanizeRequestInput } from '../../../../contract/humanize';
import { contentHistoryKey } from '../../../lib/content-history-key';
import { streamCall } from '../../../lib/stream-call';

export type HumanizeVariables = {
  request: HumanizeRequestInput;
  /** Called with the whole humanized text shown so far, each time it grows or is replaced. */
  onText?: (text: string) => void;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
};

/**
 * Humanizes a draft or a summary, reading the answer as server-sent events (`delta` appends,
 * `replace` starts over after a repair round, `done` carries the saved version with its changes and
 * readability, `error` fails). Errors before the stream opens (plan, quota, blank or too long text)
 * are ordinary JSON answers and throw ApiError, like an `error` event does.
 */
export function humanize(variables: HumanizeVariables): Promise<HumanizeResponse> {
  const { request, onText, signal, idleTimeoutMs } = variables;
  return streamCall('/content/humanize', request, {
    parse: (data) => HumanizeResponse.parse(data),
    textOf: (result) => result.humanized_text,
    onText,
    signal,
    idleTimeoutMs,
  });
}

export const humanizeMutationOptions = mutationOptions({
  mutationKey: ['content', 'humanize'],
  mutationFn: (variables: HumanizeVariables) => humanize(variables),
  // The humanized version is saved to the history (and may be, just before a lost connection): read it again either way.
  onSettled: (_data, _error, _variables, _result, { client }) => client.invalidateQueries({ queryKey: contentHistoryKey }),
});

export function useHumanize() {
  return useMutation(humanizeMutationOptions);
}
