import type { Dispatcher } from 'undici';
import { discardBody } from './read-capped-body';

/**
 * undici acts on an abort only once the request has a connection: while it is still resolving or connecting,
 * the abort waits for that to finish. This settles at the abort instead; undici then aborts the abandoned
 * request itself when its connection attempt ends, and a response that arrives anyway is dropped.
 */
export function untilAborted(pending: Promise<Dispatcher.ResponseData>, signal: AbortSignal) {
  return new Promise<Dispatcher.ResponseData>((resolve, reject) => {
    const onAbort = () => reject(new Error('request aborted', { cause: signal.reason }));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    pending
      .then((response) => (signal.aborted ? discardBody(response.body) : resolve(response)), reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
