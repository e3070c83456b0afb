import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor wait for a condition, not for a time: give them room on a busy machine, where a lazy
// route's first import alone can take seconds (Testing Library's default is 1 s). A condition that holds
// still ends the wait at once; only a failing test waits this long. The web project's testTimeout
// (vitest.config.ts) stays well above it.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
