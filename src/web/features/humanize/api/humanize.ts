import { mutationOptions, useMutation } from '@tanstack/react-query';
import { HumanizeResponse, type HumanizeRequest } from '../../../../contract/humanize';
import { apiFetch } from '../../../lib/api-client';
import { contentHistoryKey } from '../../../lib/content-history-key';
import { abortWhenIdle } from '../../../lib/idle-timeout';
import { readStreamedAnswer } from '../../../lib/read-streamed-answer';

export type HumanizeVariables = {
  request: HumanizeRequest;
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
export async function humanize(variables: HumanizeVariables): Promise<HumanizeResponse> {
  const { request, onText = () => undefined } = variables;
  const idle = abortWhenIdle(variables.signal, variables.idleTimeoutMs);

  try {
    const response = await apiFetch('/content/humanize', { method: 'POST', body: request, accept: 'text/event-stream', signal: idle.signal });
    return await readStreamedAnswer(response, {
      parse: (data) => HumanizeResponse.parse(data),
      textOf: (result) => result.humanized_text,
      onText,
      touch: idle.touch,
    });
  } catch (error) {
    throw idle.errorOf(error);
  } finally {
    idle.dispose();
  }
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
