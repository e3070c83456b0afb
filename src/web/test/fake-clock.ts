import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Taken before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits until `check` passes under fake timers (Testing Library's findBy…/waitFor need timers that run
 * by themselves). Each round gives the work outside the fake clock real time (responses, promises) and
 * moves the clock 1 ms, which runs the zero-delay timers scheduled meanwhile (React Query's
 * notifications). Gives up after 10 s of real time, so at most 1000 rounds: under 1 s on the fake clock.
 */
export async function until<T>(check: () => T): Promise<T> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}
