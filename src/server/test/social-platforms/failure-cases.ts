import { expect } from 'vitest';
import { SocialError } from '../../social/errors';
import type { Reply } from './local-api';

/** The failure of a promise as a SocialError (the test fails if it resolves or throws something else). */
export async function socialFailure(promise: Promise<unknown>): Promise<SocialError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SocialError);
  return err as SocialError;
}

/**
 * The failures every platform client classifies alike: 401 → reconnect, 429 with Retry-After → retry
 * with the wait, 5xx → retry. `failNext` makes the local server answer the next call to the route.
 */
export async function expectSharedFailureKinds(opts: { failNext: (reply: Reply) => void; run: () => Promise<unknown>; unauthorized?: Reply }) {
  opts.failNext(opts.unauthorized ?? { status: 401, json: { error: 'unauthorized' } });
  expect((await socialFailure(opts.run())).kind).toBe('reconnect');

  opts.failNext({ status: 429, headers: { 'retry-after': '17' }, json: { error: 'rate limited' } });
  const limited = await socialFailure(opts.run());
  expect(limited.kind).toBe('retry');
  expect(limited.opts.retryAfterSeconds).toBe(17);

  opts.failNext({ status: 503, text: 'upstream unavailable' });
  expect((await socialFailure(opts.run())).kind).toBe('retry');
}

/** A token in an error's message or cause chain would end up in logs: none may appear there. */
export function expectNoSecrets(err: SocialError, secrets: string[]) {
  const seen = JSON.stringify({ message: err.message, cause: err.opts.cause, stack: err.stack });
  for (const secret of secrets) expect(seen).not.toContain(secret);
}
