import { Counter, type Registry } from 'prom-client';
import type { AppMetrics } from './app-metrics';

/**
 * Publishing outcomes per platform, counted by the instance whose job recorded them (Prometheus adds
 * the instances up). Both labels come from closed lists: the publish platforms and the target states.
 */
export function countPublishOutcomes(registry: Registry): AppMetrics {
  const outcomes = new Counter({
    name: 'inkwell_publish_outcomes_total',
    help: 'Publish targets that reached an outcome, by platform and outcome (published, failed, needs_reconnect, missed, unknown).',
    labelNames: ['platform', 'outcome'] as const,
    registers: [registry],
  });
  return {
    publishOutcome(platform, outcome) {
      outcomes.inc({ platform, outcome });
    },
  };
}
