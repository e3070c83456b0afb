import { HttpError } from '../../lib/http-error';

/**
 * How much one user may have going at once on one instance. Counted in this process's memory, keyed
 * by user id: with several instances behind a load balancer each holds its own counts, so a user may
 * have this many on each (the monthly quota, in the database, stays exact across all of them).
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

/**
 * Per-user counters of things in progress. `take` answers a release function (safe to call more
 * than once) or null when the user already holds `limit` of them.
 */
export class UserSlots {
  private readonly held = new Map<string, number>();

  constructor(readonly limit: number) {}

  take(userId: string): (() => void) | null {
    const count = this.held.get(userId) ?? 0;
    if (count >= this.limit) return null;
    this.held.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(userId) ?? 1) - 1;
      if (left > 0) this.held.set(userId, left);
      else this.held.delete(userId);
    };
  }

  count(userId: string): number {
    return this.held.get(userId) ?? 0;
  }

  /** Users holding at least one. */
  get users(): number {
    return this.held.size;
  }
}
