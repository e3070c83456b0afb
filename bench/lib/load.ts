import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** 2xx answers (a writing route's rows to find afterwards). */
  ok?: number;
}

export async function load(opts: {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** A request that writes (POST with a JSON body): the same body every time. */
  method?: 'GET' | 'POST';
  body?: string;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    headers: opts.headers,
    method: opts.method ?? 'GET',
    body: opts.body,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
  });
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ok: result['2xx'],
  };
}
