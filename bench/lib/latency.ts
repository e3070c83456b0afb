/** The p-th percentile (nearest rank) of some samples. */
export function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** /api/health latencies, one request after another, until `until` settles (or `count` samples when idle). */
export async function healthLatencies(url: string, opts: { until?: Promise<unknown>; count?: number }): Promise<number[]> {
  const out: number[] = [];
  let done = false;
  void opts.until?.finally(() => (done = true));
  while (opts.until ? !done : out.length < (opts.count ?? 100)) {
    const t0 = performance.now();
    await (await fetch(`${url}/api/health`)).text();
    out.push(performance.now() - t0);
  }
  return out;
}
