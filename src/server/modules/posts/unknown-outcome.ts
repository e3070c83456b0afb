import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SocialError } from '../../social/errors';
import type { PlatformProfile, PlatformTokens, PublishOutcome, SocialPlatformClient } from '../../social/port';

export type Asked = { kind: 'found'; outcome: PublishOutcome } | { kind: 'absent' } | { kind: 'unknown' };

/**
 * Whether a failure leaves the outcome unknown: the platform did not answer (a timeout, a dropped
 * connection, a client error of our own), so the request may have reached it. A platform's answer with a
 * status (4xx, 429, 5xx) is known not to have posted.
 */
export function outcomeUnknown(err: unknown): boolean {
  return !(err instanceof SocialError) || (err.kind === 'retry' && err.opts.status === undefined);
}

/**
 * The unknown-outcome rule's question (docs/decisions/018-job-layer.md): never publish again blindly
 * after a call that ended without the platform's answer. Where the client can list the account's recent
 * posts (`findRecent`), it is asked, once the call's own time limit has passed since it started (so a
 * call still under way there cannot land after the look-up): `found` (it went out: its id and link),
 * `absent` (it did not: publishing again makes no duplicate). `unknown` when the client cannot tell or
 * the look-up fails: the creator decides.
 */
export async function askPlatform(
  deps: { log: FastifyBaseLogger; callTimeoutMs: number },
  opts: { client: SocialPlatformClient; tokens: PlatformTokens; profile: PlatformProfile; startedAt: Date; text: string; signal?: AbortSignal },
): Promise<Asked> {
  const { client } = opts;
  if (!client.findRecent) return { kind: 'unknown' };
  const wait = opts.startedAt.getTime() + deps.callTimeoutMs - Date.now();
  try {
    if (wait > 0) await sleep(wait, undefined, { signal: opts.signal });
    // From when the call started: the clients allow for the platform's clock being a little behind ours.
    const found = await client.findRecent({ tokens: opts.tokens, profile: opts.profile, since: opts.startedAt, text: opts.text, signal: opts.signal });
    return found ? { kind: 'found', outcome: found } : { kind: 'absent' };
  } catch (err) {
    deps.log.warn({ err, platform: client.platform }, 'could not ask the platform whether a post went out');
    return { kind: 'unknown' };
  }
}
