/**
 * What the modules report to /metrics (docs/operations/metrics.md), as `app.metrics`. Without
 * METRICS_TOKEN it is NO_METRICS, which keeps nothing.
 */
export interface AppMetrics {
  /** A publish target reached an outcome (published, failed, needs_reconnect, missed, unknown) on a platform. */
  publishOutcome(platform: string, outcome: string): void;
}

export const NO_METRICS: AppMetrics = {
  publishOutcome() {},
};
