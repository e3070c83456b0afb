import { GenerationTimeoutError } from './generation-messages';

/**
 * How long a generation's or a summary's stream may stay silent before the request counts as timed
 * out. Generous: a model may think (or repair its draft) for a while between two pieces of text.
 */
export const GENERATION_IDLE_TIMEOUT_MS = 120_000;

/**
 * A signal for one streamed request: it follows the caller's signal (the page was left) and aborts
 * by itself with GenerationTimeoutError once `touch` has not been called for `idleMs`. Call `touch`
 * on every sign of life (a byte uploaded, an event read) and `dispose` when the request is over.
 */
export function abortWhenIdle(callerSignal: AbortSignal | undefined, idleMs = GENERATION_IDLE_TIMEOUT_MS) {
  const controller = new AbortController();
  const follow = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', follow, { once: true });
  if (callerSignal?.aborted) follow();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new GenerationTimeoutError()), idleMs);
  };
  touch();

  return {
    signal: controller.signal,
    touch,
    /**
     * The error to throw for a failure: once aborted, the abort's reason (the idle timeout, the page
     * left), which browsers reject with anyway and other runtimes replace with a plain AbortError.
     */
    errorOf(error: unknown): unknown {
      return controller.signal.aborted && controller.signal.reason instanceof Error ? controller.signal.reason : error;
    },
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', follow);
    },
  };
}
