import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobLayer } from '../queue/job-layer';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { connectDemo, creator } from '../test/social-helpers';
import { METRICS_REFUSED } from './metrics/metrics-token';

const TOKEN = 'metrics-token-for-tests-0123456789';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a text exposition (comments left out). */
function samples(body: string): Sample[] {
  return body
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The samples of one series name whose labels include `labels`. */
function find(body: string, name: string, labels: Record<string, string> = {}): Sample[] {
  return samples(body).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

const bearer = { authorization: `Bearer ${TOKEN}` };

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is not there at all: 404 like any unknown path, and the decorator keeps nothing', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
    expect(() => t.app.metrics.publishOutcome('twitter', 'published')).not.toThrow();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, APP_URL: 'http://localhost:3300' } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('refuses a scrape without the token, or with another, as JSON that no cache keeps', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token-at-all' }, { authorization: `Basic ${TOKEN}` }, { authorization: `Bearer ${TOKEN}x` }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: METRICS_REFUSED });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the text exposition format to the right bearer, without a session, and not cached', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `bearer   ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE inkwell_http_request_duration_seconds histogram');
    expect(find(res.body, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(find(res.body, 'process_cpu_seconds_total')).toHaveLength(1);
  });

  it('is compressed for a scraper that accepts gzip (Prometheus does)', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { ...bearer, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('# TYPE inkwell_jobs gauge');
  });

  it('is left out of the OpenAPI document', () => {
    const paths = Object.keys((t.app.swagger() as { paths: object }).paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths).not.toContain('/metrics');
  });

  it('times requests by their route pattern and status, never by the URL asked for', async () => {
    const user = await creator(t);
    const id = randomUUID();
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ url: `/api/social/publications/${id}`, headers: user.auth })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: `/api/no-such-thing/${id}` })).statusCode).toBe(404);
    const body = await scrape();
    expect(body).not.toContain(id);
    expect(find(body, 'inkwell_http_request_duration_seconds_count', { method: 'GET', route: '/api/social/publications/:id', status: '404' })).toEqual([
      expect.objectContaining({ value: 2 }),
    ]);
    expect(find(body, 'inkwell_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toEqual([
      expect.objectContaining({ value: 1 }),
    ]);
    expect(find(body, 'inkwell_http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/signup', status: '201' })[0]?.value).toBeGreaterThanOrEqual(1);
    // A bucket per bound and +Inf, whose count is the request count.
    const buckets = find(body, 'inkwell_http_request_duration_seconds_bucket', { route: '/api/social/publications/:id' });
    expect(buckets.find((b) => b.labels.le === '+Inf')?.value).toBe(2);
  });

  it('counts publishing outcomes per platform, an immediate publish included', async () => {
    const user = await creator(t, { name: 'Metrics Writer', tier: 'pro' });
    await connectDemo(t.app, user.auth, 'twitter');
    await connectDemo(t.app, user.auth, 'linkedin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/social/publish',
      headers: user.auth,
      payload: { content: 'Counting what went out, per platform.', platforms: ['twitter', 'linkedin'], content_type: 'post' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ successful_publications: number }>().successful_publications).toBe(2);
    const body = await scrape();
    expect(find(body, 'inkwell_publish_outcomes_total', { platform: 'twitter', outcome: 'published' })).toEqual([expect.objectContaining({ value: 1 })]);
    expect(find(body, 'inkwell_publish_outcomes_total', { platform: 'linkedin', outcome: 'published' })).toEqual([expect.objectContaining({ value: 1 })]);
    expect(find(body, 'inkwell_publish_outcomes_total', { outcome: 'failed' })).toEqual([]);
  });

  it('shows every queue of the running job layer, with a count for each state', async () => {
    const body = await scrape();
    const queues = new Set(find(body, 'inkwell_jobs').map((s) => s.labels.queue));
    expect(queues).toContain('publish-target');
    expect(queues).toContain('webhook-delivery');
    expect(find(body, 'inkwell_jobs', { queue: 'webhook-delivery' }).map((s) => s.labels.state).sort()).toEqual(
      ['active', 'cancelled', 'completed', 'created', 'failed', 'retry'],
    );
    expect(find(body, 'inkwell_job_lag_seconds', { queue: 'webhook-delivery' })).toHaveLength(1);
  });

  it.runIf(onPostgres)('shows the PostgreSQL pool', async () => {
    const body = await scrape();
    const active = find(body, 'inkwell_db_pool_connections', { state: 'active' });
    const idle = find(body, 'inkwell_db_pool_connections', { state: 'idle' });
    expect(active).toHaveLength(1);
    expect(idle).toHaveLength(1);
    // The tests have used the pool by now: it holds at least one connection.
    expect(active[0]!.value + idle[0]!.value).toBeGreaterThanOrEqual(1);
    expect(find(body, 'inkwell_db_pool_waiting')).toHaveLength(1);
  });

  it.runIf(!onPostgres)('has no pool series on PGlite', async () => {
    const body = await scrape();
    expect(body).not.toContain('inkwell_db_pool_');
  });
});

// An app that runs no jobs: what is sent stays where it was put, so the counts and the lag can be read.
describe('job counts and lag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, JOBS: 'off' } });
    // Another instance's job layer with no handlers: it makes the queues and sends, and works nothing.
    const sender = new JobLayer({ database: t.database, log: t.app.log });
    await sender.start();
    await sender.send('webhookDelivery', { deliveryId: randomUUID() }, { startAfter: new Date(Date.now() - 120_000) });
    await sender.send('webhookDelivery', { deliveryId: randomUUID() });
    await sender.send('publishTarget', { targetId: randomUUID(), version: 0 }, { startAfter: new Date(Date.now() + 3_600_000) });
    await sender.stop();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('counts queued jobs per queue and state, and the lag is the oldest due job’s wait', async () => {
    const body = await scrape();
    expect(find(body, 'inkwell_jobs', { queue: 'webhook-delivery', state: 'created' })[0]?.value).toBe(2);
    expect(find(body, 'inkwell_jobs', { queue: 'webhook-delivery', state: 'active' })[0]?.value).toBe(0);
    expect(find(body, 'inkwell_jobs', { queue: 'publish-target', state: 'created' })[0]?.value).toBe(1);
    // The oldest due webhook job was due two minutes before it was sent.
    expect(find(body, 'inkwell_job_lag_seconds', { queue: 'webhook-delivery' })[0]?.value).toBeGreaterThanOrEqual(120);
    // A job due in an hour is queued, not late.
    expect(find(body, 'inkwell_job_lag_seconds', { queue: 'publish-target' })[0]?.value).toBe(0);
  });

  it('still answers when the job tables cannot be read, without those series', async () => {
    await t.database.executeSql('ALTER SCHEMA pgboss RENAME TO pgboss_away');
    try {
      const body = await scrape();
      expect(body).toContain('# TYPE inkwell_jobs gauge');
      expect(find(body, 'inkwell_jobs')).toEqual([]);
      expect(find(body, 'inkwell_job_lag_seconds')).toEqual([]);
      expect(find(body, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    } finally {
      await t.database.executeSql('ALTER SCHEMA pgboss_away RENAME TO pgboss');
    }
    expect(find(await scrape(), 'inkwell_jobs', { queue: 'webhook-delivery', state: 'created' })[0]?.value).toBe(2);
  });
});
