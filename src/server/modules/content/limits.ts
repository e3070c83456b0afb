import { HttpError } from '../../lib/http-error';

/**
 * How much one user may have going at once, across every instance on one database: each generation and
 * each open stream is a row with a lease in the database (shared-slots.ts), so three instances behind a
 * load balancer allow the same four as one. The monthly quota is exact across instances too. See
 * docs/operations/shared-state.md.
 */
export interface ContentLimits {
  /** Generations (JSON or streamed) running at once. */
  generationsPerUser: number;
  /** Server-sent-event streams open at once, from the request until the response is over. */
  streamsPerUser: number;
}

export const DEFAULT_CONTENT_LIMITS: ContentLimits = { generationsPerUser: 4, streamsPerUser: 4 };

export function tooManyGenerations(limit: number): HttpError {
  const running = limit === 1 ? '1 generation running' : `${limit} generations running`;
  return new HttpError(429, `You already have ${running}. Wait for one to finish and try again.`);
}

export function tooManyStreams(limit: number): HttpError {
  const open = limit === 1 ? '1 draft streaming' : `${limit} drafts streaming`;
  return new HttpError(429, `You already have ${open}. Wait for one to finish or close it, and try again.`);
}

/** The worker pool's queue is full: the whole instance is busy, not this user. */
export function serverBusy(): HttpError {
  return new HttpError(429, 'Inkwell is busy writing other drafts. Try again in a few seconds.', { 'retry-after': '5' });
}
