import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How a client waits for a platform that processes media after the upload (X video, Instagram
 * containers, TikTok posts, LinkedIn video). The second argument of every factory; tests pass a
 * short interval, production uses the defaults.
 */
export interface ClientOptions {
  /** Milliseconds between two status checks (a platform's own hint may stretch it up to 5×). */
  pollIntervalMs?: number;
  /** Status checks before the client stops waiting. */
  maxPolls?: number;
  /** Milliseconds of waiting in all, whatever the count of checks (a publish request is waiting). */
  maxWaitMs?: number;
}

export const DEFAULT_POLL_INTERVAL_MS = 2000;
export const DEFAULT_MAX_POLLS = 60;
export const DEFAULT_MAX_WAIT_MS = 120_000;

export interface PollSettings {
  intervalMs: number;
  maxPolls: number;
  maxWaitMs: number;
}

export function pollSettings(options: ClientOptions = {}): PollSettings {
  return {
    intervalMs: Math.max(0, options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS),
    maxPolls: Math.max(1, options.maxPolls ?? DEFAULT_MAX_POLLS),
    maxWaitMs: Math.max(0, options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS),
  };
}

/** The outcome of one status check: done with a value, or not yet (with the platform's hint in seconds). */
export type PollStep<T> = { done: true; value: T } | { done: false; hintSeconds?: number };

/**
 * Checks until `check` says done, at most `maxPolls` times and `maxWaitMs` of waiting, waiting between
 * checks (the first check is immediate). Answers undefined when the platform is still busy after the last check; the caller
 * decides what that means (an error, or a note that the post is on its way).
 */
export async function pollUntil<T>(settings: PollSettings, check: () => Promise<PollStep<T>>, signal?: AbortSignal): Promise<T | undefined> {
  let hintSeconds: number | undefined;
  let waited = 0;
  for (let attempt = 0; attempt < settings.maxPolls; attempt++) {
    if (attempt > 0) {
      const wait = waitMs(settings.intervalMs, hintSeconds);
      if (waited + wait > settings.maxWaitMs) break;
      waited += wait;
      await sleep(wait, undefined, { signal });
    }
    const step = await check();
    if (step.done) return step.value;
    hintSeconds = step.hintSeconds;
  }
  return undefined;
}

function waitMs(intervalMs: number, hintSeconds: number | undefined): number {
  if (hintSeconds === undefined || !Number.isFinite(hintSeconds) || hintSeconds <= 0) return intervalMs;
  return Math.min(Math.max(hintSeconds * 1000, intervalMs), intervalMs * 5);
}
