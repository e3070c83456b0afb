import { apiFetch } from './api/fetch-api';
import { abortWhenIdle } from './idle-timeout';
import { readStreamedAnswer } from './read-streamed-answer';

/** A route of the API that answers a stream, as apiFetch takes it. */
export type StreamPath = Parameters<typeof apiFetch>[0];

export type StreamCallOptions<R> = {
  /** Checks the `done` event's object (or the plain JSON answer of a server that does not stream). */
  parse: (data: unknown) => R;
  /** The finished object's text, given to `onText` once more at the end. */
  textOf: (result: R) => string;
  /** Called with the whole text shown so far, each time it grows or is replaced. */
  onText?: (text: string) => void;
  /** Events of the caller's own (a summary's stages); unknown ones are ignored. */
  onEvent?: (event: string, data: unknown) => void;
  /** The caller's stop (the page was left). */
  signal?: AbortSignal;
  /** How long the stream may stay silent before it counts as timed out (GENERATION_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number;
};

/**
 * Sends a request with `send` and reads its answer as server-sent events (`delta` appends, `replace`
 * starts over, `done` carries the saved object, `error` fails with ApiError). The request is stopped
 * when the caller's signal aborts or the stream stays silent too long; the failure then thrown is the
 * abort's reason (the page left, GenerationTimeoutError). Errors before the stream opens (quota,
 * validation, session) are ordinary JSON answers and throw ApiError. `send` gets the request's
 * signal and `touch`, for a sign of life before the stream opens (a byte uploaded).
 */
export async function streamAnswer<R>(
  send: (signal: AbortSignal, touch: () => void) => Promise<Response>,
  options: StreamCallOptions<R>,
): Promise<R> {
  const idle = abortWhenIdle(options.signal, options.idleTimeoutMs);
  try {
    const response = await send(idle.signal, idle.touch);
    return await readStreamedAnswer(response, {
      parse: options.parse,
      textOf: options.textOf,
      onText: options.onText ?? (() => undefined),
      onEvent: options.onEvent,
      touch: idle.touch,
    });
  } catch (error) {
    throw idle.errorOf(error);
  } finally {
    idle.dispose();
  }
}

/** Posts `body` as JSON to `path` and reads the streamed answer (streamAnswer). */
export function streamCall<R>(path: StreamPath, body: unknown, options: StreamCallOptions<R>): Promise<R> {
  return streamAnswer((signal) => apiFetch(path, { method: 'POST', body, accept: 'text/event-stream', signal }), options);
}
