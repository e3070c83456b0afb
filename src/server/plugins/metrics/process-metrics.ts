import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * Node's own figures (event-loop lag, heap, GC, CPU, open handles), from prom-client's default
 * collectors. They describe the process, not an app, and their collectors (an event-loop delay
 * histogram, a GC observer) can never be stopped: one registry per process, made on first use and
 * merged into every app's scrape, so that tests building many apps do not stack them up. Not
 * prom-client's global registry, which anything in the process may write to.
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
